import { defineCatalogue } from '../../catalogue.js';
import {
  CDC_CHECKLISTS,
  CHECKLIST_AGES_MONTHS,
  cdcRationale,
} from '../../../milestones/cdc-checklists.js';
import { MILESTONE_DOMAINS, MILESTONE_SOURCES } from '../../../milestones/domains.js';
import { INTEREST_GOALS } from '../../../milestones/interest-goals.js';

/**
 * The offline milestone catalogue's English messages, read from the catalogue's own data (so
 * its English is written once, in cdc-checklists.ts and interest-goals.ts):
 * - `cdc.<age>m.<domain>.<n>`: the n-th item (from 1) of a domain of CDC's checklist of that
 *   age, as CDC_CHECKLISTS writes it;
 * - `rationale.<age>m`: the rationale of that checklist's suggestions ({@link cdcRationale});
 * - `goal.<interest>.<n>.title` and `.rationale`: the n-th goal of an interest (lower case,
 *   spaces as hyphens: `goal.board-games.1.title`);
 * - `source.cdc`, `source.interestGoals`, `source.ai`: the suggestions' `source` texts.
 * Every message is its text without arguments, so a suggestion's English text finds its
 * translation (`Translations.localize`). A change of the data's order or texts must change the
 * Spanish (es.json) too: its keys are these.
 */
export function checklistsEnglish(): Record<string, string> {
  const messages: Record<string, string> = {
    'meta.source':
      "CDC's 2022 “Learn the Signs. Act Early.” checklists (cdc-checklists.ts) and Nestling's interest goals (interest-goals.ts).",
  };
  for (const { ageMonths, milestones } of CDC_CHECKLISTS) {
    for (const domain of MILESTONE_DOMAINS) {
      milestones[domain].forEach((title, index) => {
        messages[`cdc.${ageMonths}m.${domain}.${index + 1}`] = title;
      });
    }
  }
  for (const ageMonths of CHECKLIST_AGES_MONTHS) {
    messages[`rationale.${ageMonths}m`] = cdcRationale(ageMonths);
  }
  for (const [interest, goals] of Object.entries(INTEREST_GOALS)) {
    const slug = interest.toLowerCase().replace(/\s+/g, '-');
    goals.forEach((goal, index) => {
      messages[`goal.${slug}.${index + 1}.title`] = goal.title;
      messages[`goal.${slug}.${index + 1}.rationale`] = goal.rationale;
    });
  }
  messages['source.cdc'] = MILESTONE_SOURCES.cdc;
  messages['source.interestGoals'] = MILESTONE_SOURCES.interestGoals;
  messages['source.ai'] = MILESTONE_SOURCES.ai;
  return messages;
}

/**
 * The offline milestone catalogue's catalogue (issue 28, decision 074): the titles, rationales
 * and sources of the built-in suggestions (CDC's 2022 checklists up to 5 years, then our
 * interest goals), which the server says in the request's language
 * (apps/server/src/modules/milestone-suggestions). The web never imports it: its Spanish is
 * large (≈ 30 KB) and the suggestions arrive already in the parent's language. Spanish:
 * es.json, whose `meta.source` says where its wording comes from.
 */
export const checklistsCatalogue = defineCatalogue('checklists', checklistsEnglish(), {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
