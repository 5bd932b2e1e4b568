import { HEALTH_MESSAGES } from '../../../schemas/health-log-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The health area's catalogue (issue 28, decision 074): a kid's Health Tracker (its forms, weekly
 * summary, charts and logs) and the Health tile's kid choice, and the health logs' shared texts
 * (`health.<name>` is `HEALTH_MESSAGES[name]`'s words, a test keeps them so). The Growth section
 * has its own area (growth), loaded with its lazy part. Spanish is a careful translation (its
 * `meta.source` says so).
 */
export const healthCatalogue = defineCatalogue(
  'health',
  {
    ...specTexts(
      { health: HEALTH_MESSAGES },
      {
        health: [
          'kidMissing',
          'kidCheckFailed',
          'logAdded',
          'nameAndDateRequired',
          'dateRequired',
          'dateInvalid',
          'dateFuture',
          'moodInvalid',
          'sleepInvalid',
          'textTooLong',
          'selectRequired',
          'kidIdInvalid',
          'documentType',
          'documentTooLarge',
          'documentUnreadable',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
