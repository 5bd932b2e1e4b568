import { MESSAGES } from '../../../messages.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The verification area's catalogue (issue 28, decision 074): the verify e-mail screen and the
 * resend forms (spec §2.6). Apart from the account area's so /login, which shows none of it,
 * carries none of it in either language (its budget). English: the spec's texts from MESSAGES
 * (`specTexts`), the screen's others from en.json; Spanish a careful translation.
 */
export const verificationCatalogue = defineCatalogue(
  'verification',
  {
    ...specTexts(MESSAGES, {
      verify: [
        'verifying',
        'success',
        'invalidToken',
        'alreadyVerified',
        'failed',
        'somethingWrong',
        'resent',
      ],
    }),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
