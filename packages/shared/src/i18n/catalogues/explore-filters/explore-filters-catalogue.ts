import { INTEREST_CATEGORIES, interestTexts } from '../../../rules/interests.js';
import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The Explore filters' catalogue (issue 28, decision 074): the filter fields (gender, age, skill
 * level, the interests, the custom-interest box), which load after Explore's first draw, and the
 * EXPLORE_MESSAGES texts no Explore screen draws at once — the kid forms' "Show in Explore" and
 * area, the server's query errors (keys `explore.<name>`, EXPLORE_MESSAGES' words) — so
 * Explore's first load carries only the `explore` catalogue. Spanish: a careful translation.
 */
export const exploreFiltersCatalogue = defineCatalogue(
  'exploreFilters',
  // The interests' English words come from the constant (INTEREST_CATEGORIES), written once.
  { ...interestTexts(Object.values(INTEREST_CATEGORIES).flat()), ...english },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
