import { KID_FORM_INTERESTS, interestTexts } from '../../../rules/interests.js';
import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The explore area's catalogue (issue 28, decision 074): Explore Public Kids — the screen, its filters and
 * cards (EXPLORE_MESSAGES' and EXPLORE_RELATIONSHIP_LABELS' words, a key `explore.<name>` or
 * `relationship.<name>`), the card's distance and the counts as ICU plurals. Spanish is a careful
 * translation (its `meta.source` says so).
 */
export const exploreCatalogue = defineCatalogue(
  'explore',
  // The add form's interests' English words come from the constant, written once.
  { ...interestTexts(KID_FORM_INTERESTS), ...english },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
