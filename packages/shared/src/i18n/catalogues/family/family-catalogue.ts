import { MESSAGES } from '../../../messages.js';
import { PLACE_MESSAGES } from '../../../schemas/place-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The Family screen's catalogue (issue 28, decision 074): /dashboard/family's header, members,
 * roles, invitations and Leave (issue 24, slice 4), and the home area card's two words — taken
 * from PLACE_MESSAGES (`specTexts`, decision 079), so the screen's first load carries neither the
 * places area's English nor its Spanish (its form, a lazy part, speaks the places area). The
 * screen's own English is en.json's (no shared constant writes it); the invitation's acceptance
 * screen is the joinFamily area's (another first load). Spanish is a careful translation (its
 * `meta.source`). The invite form's e-mail error is the shared schema's (`MESSAGES`).
 */
export const familyCatalogue = defineCatalogue(
  'family',
  {
    ...specTexts(
      { places: { homeArea: PLACE_MESSAGES.homeArea, none: PLACE_MESSAGES.none } },
      { places: ['homeArea', 'none'] },
    ),
    // The invite form's e-mail field says the shared e-mail schema's text (emailSchema): the
    // account area has it too, but the Family screen does not load that area.
    ...specTexts(MESSAGES, { register: ['emailInvalid'] }),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
