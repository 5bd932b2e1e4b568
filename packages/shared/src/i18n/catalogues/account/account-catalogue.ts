import { MESSAGES } from '../../../messages.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The account area's catalogue (issue 28, decision 074): the account screens (login, register,
 * forgot and new password, the password strength hint; verify e-mail is the verification
 * area's) and
 * the shared schemas' texts they show. English: the spec's texts are MESSAGES' own (taken by
 * `specTexts`, not repeated in en.json: the account screens' first load carried each twice),
 * the screens' other texts are en.json's. Spanish is a careful translation (its `meta.source`
 * says so). The server's error texts are the errors area's.
 */
export const accountCatalogue = defineCatalogue(
  'account',
  {
    ...specTexts(MESSAGES, {
      common: ['notAuthenticated'],
      login: [
        'required',
        'failed',
        'invalidCredentials',
        'accountSuspended',
        'success',
        'sessionExpired',
      ],
      register: [
        'required',
        'nameRequired',
        'emailInvalid',
        'password',
        'passwordTooLong',
        'genderRequired',
        'dobInvalid',
        'dobFuture',
        'success',
      ],
      verify: ['checkInbox'],
      resetRequest: ['emailInvalid', 'failed', 'success'],
      newPassword: ['invalidToken', 'mismatch', 'failed', 'network', 'success', 'done'],
    }),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
