import { SCHEDULE_EVENT_MESSAGES } from '../../../schemas/schedule-event-texts.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/**
 * The calendar area's catalogue (issue 28, decision 074): the kid calendar, the parent hub's
 * schedule card and the events' lists and dialogs, and the schedule events' shared texts
 * (`scheduleEvent.<name>` is `SCHEDULE_EVENT_MESSAGES[name]`'s words, a test keeps them so).
 * Spanish is a careful translation (its `meta.source` says so).
 */
export const calendarCatalogue = defineCatalogue(
  'calendar',
  {
    ...specTexts(
      { scheduleEvent: SCHEDULE_EVENT_MESSAGES },
      {
        scheduleEvent: [
          'invalidKidId',
          'unexpectedData',
          'loadFailed',
          'pickDateAndTitle',
          'addFailed',
          'saveFailed',
          'deleteFailed',
          'added',
          'deleted',
          'deleteConfirm',
          'hubAdded',
          'hubAddFailed',
          'hubFillAll',
          'titleRequired',
          'titleTooLong',
          'descriptionTooLong',
          'dateInvalid',
          'rangeInvalid',
          'kidNotFound',
          'feedNotFound',
          'untitled',
          'emptyUpcoming',
          'loading',
        ],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
