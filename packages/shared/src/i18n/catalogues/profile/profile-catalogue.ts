import { CHAT_TEXTS } from '../../../chat.js';
import { PARENT_PROFILE_MESSAGES } from '../../../schemas/kids.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The parent hub's catalogue (issue 28, decision 074): the hub's header, the profile card
 * ('Hi, {name}', the kid count), its Edit Profile form, the messages card (CHAT_TEXTS' words,
 * which the conversation area says too: the hub does not load that area) and the "Your Kids" section (spec §2.10,
 * §4 Profile panel, §8.2 Parent hub). English: the spec's messages are
 * PARENT_PROFILE_MESSAGES' and CHAT_TEXTS' own (`specTexts`, decision 079), the screens' other texts en.json's.
 * Spanish is a careful translation (its `meta.source`).
 */
export const profileCatalogue = defineCatalogue(
  'profile',
  {
    ...specTexts(
      { parentProfile: PARENT_PROFILE_MESSAGES, texts: CHAT_TEXTS },
      {
        parentProfile: ['updated', 'updateFailed', 'photoUploaded', 'uploadFailed', 'noPhoto'],
        texts: ['cardTitle', 'viewAll', 'loadingMessages', 'previewUnavailable', 'noNewMessages'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
