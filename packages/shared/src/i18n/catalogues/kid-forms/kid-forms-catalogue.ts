import { KID_FORM_INTERESTS, interestTexts } from '../../../rules/interests.js';
import { KID_MESSAGES } from '../../../schemas/kid-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The kid forms' catalogue (issue 28, decision 074): the add and edit forms, their fields and
 * the kids schemas' texts (`kid.<name>` is `KID_MESSAGES[name]`'s words, `gestation.<name>`
 * `GESTATION_MESSAGES[name]`'s; a test keeps them so). Apart from the kids area's catalogue so
 * the Kids Profile's first load carries only the list's words: it comes with the lazy add form
 * (route budgets, issue 29). Spanish is a careful translation (its `meta.source` says so).
 */
export const kidFormsCatalogue = defineCatalogue(
  'kidForms',
  {
    ...specTexts(
      { kid: KID_MESSAGES },
      {
        kid: [
          'required',
          'ageInvalid',
          'ageTooHigh',
          'dobInvalid',
          'dobFuture',
          'nameTooLong',
          'addressTooLong',
          'areaTooLong',
          'areaNotAddress',
          'tooManyInterests',
          'imageTooLarge',
          'imageType',
          'imageUnreadable',
          'tooMany',
        ],
      },
    ),
    // The add form's interests' English words come from the constant, written once.
    ...interestTexts(KID_FORM_INTERESTS),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
