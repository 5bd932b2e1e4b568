import { CHAT_TEXTS } from '../../../chat.js';
import { defineCatalogue } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The parent hub's catalogue (issue 28, decision 074): the hub's header, the profile card
 * ('Hi, {name}', the kid count), the messages card and the "Your Kids" section (spec §2.10,
 * §8.2 Parent hub). English: the messages card's words are CHAT_TEXTS' own (the conversation
 * area says them too, but the hub does not load that area), the other texts en.json's. The Edit
 * Profile form's texts are the profileForm area's (they load with the form). Spanish is a careful
 * translation (its `meta.source`).
 */
export const profileCatalogue = defineCatalogue(
  'profile',
  {
    // CHAT_TEXTS holds functions too, so not specTexts: the card's five words, named as there.
    'texts.cardTitle': CHAT_TEXTS.cardTitle,
    'texts.viewAll': CHAT_TEXTS.viewAll,
    'texts.loadingMessages': CHAT_TEXTS.loadingMessages,
    'texts.previewUnavailable': CHAT_TEXTS.previewUnavailable,
    'texts.noNewMessages': CHAT_TEXTS.noNewMessages,
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
