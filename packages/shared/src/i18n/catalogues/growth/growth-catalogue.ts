import {
  GROWTH_FLAG_GUIDE,
  GROWTH_INDICATOR_INFO,
  GROWTH_REFERENCE_NAMES,
} from '../../../schemas/growth.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/** The WHO's names of its indicators, its tables and the flags' guide, as the shared module writes them. */
const WHO_NAMES = {
  indicator: {
    weightForAge: GROWTH_INDICATOR_INFO.weightForAge.label,
    lengthHeightForAge: GROWTH_INDICATOR_INFO.lengthHeightForAge.label,
    headCircumferenceForAge: GROWTH_INDICATOR_INFO.headCircumferenceForAge.label,
    bmiForAge: GROWTH_INDICATOR_INFO.bmiForAge.label,
    weightForLengthHeight: GROWTH_INDICATOR_INFO.weightForLengthHeight.label,
  },
  reference: { ...GROWTH_REFERENCE_NAMES, guide: GROWTH_FLAG_GUIDE },
};

/**
 * The growth area's catalogue (issue 28, decision 074): the Health Tracker's Growth section
 * (issue 26) — its form, list, latest percentiles (ordinals by `selectordinal`), ages (plurals),
 * flags and charts — and the growth schemas' texts (`growth.<name>` is `GROWTH_MESSAGES[name]`'s
 * words, a test keeps them so; the gestational age's are the kids area's). The WHO's names of
 * its indicators, tables and guide are the shared module's (`specTexts`), so a flag's source the
 * server sends is said by `localize`. An area of its own, so the health tracker's first load does
 * not carry it: it comes with the section's lazy part. Spanish is a careful translation, the
 * WHO's names as the WHO publishes them in Spanish (its `meta.source` says so).
 */
export const growthCatalogue = defineCatalogue(
  'growth',
  {
    ...specTexts(WHO_NAMES, {
      indicator: [
        'weightForAge',
        'lengthHeightForAge',
        'headCircumferenceForAge',
        'bmiForAge',
        'weightForLengthHeight',
      ],
      reference: ['who-2006', 'who-2007', 'guide'],
    }),
    ...english,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
