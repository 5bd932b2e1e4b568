import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The achievements area's catalogue (issue 28, decision 074): what the Achievements screens
 * draw before their panels — the kid picker, the title, the kid selector, the loading and
 * error lines. Small on purpose, since it rides with the route's first load; the panels'
 * texts (milestones, suggestions, certificates) are the milestones area's, loaded with the
 * panels. English is the spec's text exactly (`milestones.<name>` is MILESTONE_MESSAGES'
 * words, a test keeps them so); Spanish is a careful translation. The kid picker's own words
 * (`kidPicker.*`: its loading line, its link, a kid's age and gender as the kids area says them)
 * are here rather than through the kids area's hook, whose catalogue (1.3 KB, and 1.2 KB more in
 * Spanish) would ride with this route's first load for five messages.
 */
export const achievementsCatalogue = defineCatalogue('achievements', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
