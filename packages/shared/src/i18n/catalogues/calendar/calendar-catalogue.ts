import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The calendar area's catalogue (issue 28, decision 074): the kid calendar, the parent hub's
 * schedule card and the events' lists and dialogs, and the schedule events' shared texts
 * (`scheduleEvent.<name>` is `SCHEDULE_EVENT_MESSAGES[name]`'s words, a test keeps them so).
 * Spanish is a careful translation (its `meta.source` says so).
 */
export const calendarCatalogue = defineCatalogue('calendar', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
