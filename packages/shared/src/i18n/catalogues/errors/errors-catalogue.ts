import { MESSAGES } from '../../../messages.js';
import { NOT_FOUND_MESSAGES, TEXT_MESSAGES } from '../../../schemas/common.js';
import { PUSH_MESSAGES } from '../../../schemas/push.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The errors area's catalogue (issue 28, decision 074): the server's error texts — spec §8's
 * common ones (`MESSAGES.common`), the verification link's, and the server's own (`server.*`:
 * a body that is not JSON, an address not valid…) — which the server answers in the request's
 * language. The web's screens do not import it (their own area's catalogue has the few they
 * show), so no screen carries these texts. English: the spec's texts are MESSAGES' own and the
 * shared schemas' their constants' (taken by `specTexts`, said once; the server imports the
 * schemas anyway), the server's own texts are en.json's.
 */
export const errorsCatalogue = defineCatalogue(
  'errors',
  {
    ...specTexts(MESSAGES, {
      common: [
        'unexpected',
        'canceled',
        'network',
        'notAuthenticated',
        'emailNotVerified',
        'guardianOnly',
        'forbidden',
        'moderatorOnly',
        'notFound',
        'xsrf',
        'rateLimited',
        'pdfChecksBusy',
        'tooLarge',
        'invalidInput',
        'timeout',
      ],
      verify: [
        'verifying',
        'success',
        'invalidToken',
        'alreadyVerified',
        'failed',
        'somethingWrong',
        'checkInbox',
        'resent',
        'banner',
      ],
      family: [
        'roleInvalid',
        'invitationNotFound',
        'invitationInvalid',
        'invitationExpired',
        'invitationUsed',
        'alreadyMember',
        'alreadyInFamily',
        'memberNotFound',
        'lastGuardianJoin',
        'lastGuardianLeave',
        'lastGuardianRole',
        'removeSelf',
        'membershipChanged',
      ],
    }),
    ...specTexts(
      { notFound: NOT_FOUND_MESSAGES, text: TEXT_MESSAGES, push: PUSH_MESSAGES },
      {
        notFound: ['kid', 'family', 'event', 'healthLog'],
        text: ['invalidCharacters'],
        push: [
          'notConfigured',
          'endpointInvalid',
          'endpointHostNotAllowed',
          'keyInvalid',
          'authInvalid',
          'tooMany',
          'notFound',
          'timeZoneInvalid',
          'timeInvalid',
          'quietSame',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
