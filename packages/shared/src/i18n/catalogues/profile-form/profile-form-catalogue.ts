import { PARENT_PROFILE_MESSAGES } from '../../../schemas/kids.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The parent hub's Edit Profile form's catalogue (issue 28, decision 074): its labels, buttons and
 * the spec's messages (spec §4 Profile panel), apart from the hub's area so they load with the
 * form (on demand), not with the hub. English: the messages are PARENT_PROFILE_MESSAGES' own
 * (`specTexts`, decision 079), the labels en.json's. Spanish is a careful translation.
 */
export const profileFormCatalogue = defineCatalogue(
  'profileForm',
  {
    ...specTexts(
      { parentProfile: PARENT_PROFILE_MESSAGES },
      { parentProfile: ['updated', 'updateFailed', 'photoUploaded', 'uploadFailed', 'noPhoto'] },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
