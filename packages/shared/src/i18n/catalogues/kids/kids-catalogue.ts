import { KID_FORM_INTERESTS, interestTexts } from '../../../rules/interests.js';
import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The kids area's catalogue (issue 28, decision 074): Kids Profile Management's list, a kid's
 * profile, the kid picker (the Health tile's), a kid's age and gender, and the kids' shared
 * texts these show (`kid.<name>` is `KID_MESSAGES[name]`'s words, a test keeps them so). The
 * forms' words are the kid forms' catalogue (kidFormsCatalogue), loaded with the forms. Spanish
 * is a careful translation (its `meta.source` says so).
 */
export const kidsCatalogue = defineCatalogue(
  'kids',
  // The add form's interests' English words come from the constant, written once.
  { ...interestTexts(KID_FORM_INTERESTS), ...english },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
