/**
 * The built-in ("AI milestones") provider's rule: which milestones to suggest for a kid, pure
 * and deterministic — the same kid, records and day always give the same list.
 *
 * Sources: CDC's 2022 "Learn the Signs. Act Early." checklists (Zubler JM et al., Pediatrics
 * 2022;149(3):e2021052138; cdc-checklists.ts) up to 5 years, then our own interest goals
 * (interest-goals.ts); spec §9's three built-in samples when a call fails.
 */
import { isIsoDate } from '../rules/dates.js';
import { interestKey } from '../rules/interests.js';
import { addMonthsToIsoDate, completedMonthsBetween } from './calendar.js';
import { CDC_MILESTONES, CHECKLIST_AGES_MONTHS, cdcRationale } from './cdc-checklists.js';
import { MILESTONE_DOMAINS, MILESTONE_SOURCES, type MilestoneDomain } from './domains.js';
import { INTEREST_GOALS } from './interest-goals.js';
import { MAX_SUGGESTIONS, type MilestoneSuggestion } from './schemas.js';

/** Interest goals are suggested from 5 years (60 months), where CDC's checklists end. */
export const INTEREST_GOALS_FROM_MONTHS = 60;

/**
 * The 5-year checklist is suggested until 6 years (72 months); from then on only interest
 * goals. CDC's checklists describe children up to 5; "Hops on one foot" helps no parent of a
 * nine-year-old.
 */
export const CHECKLISTS_UNTIL_MONTHS = 72;

/** What the rule needs to know about a kid. */
export interface SuggestMilestonesInput {
  /**
   * Date of birth, `YYYY-MM-DD` (an ISO date-time is read by its first 10 characters). Missing
   * or not a real date: nothing is suggested. After `today`: the kid is treated as a newborn,
   * every date counted from `dob`.
   */
  dob: string | null | undefined;
  /** The kid's interests as stored (spec §3); matched case-insensitively after trimming. */
  interests?: readonly string[] | null;
  /** Titles of the kid's milestones; skipped case-insensitively after trimming. */
  recordedTitles?: readonly string[] | null;
  /** The day to suggest for, `YYYY-MM-DD` (the caller decides in which time zone). */
  today: string;
}

/**
 * The checklist ages whose items fit a kid of `ageMonths` whole months: the current one (the
 * latest the kid has reached; the 2-month one before 2 months) and the next. From 5 years the
 * 5-year checklist alone, and none from 6 years (see CHECKLISTS_UNTIL_MONTHS).
 * @param ageMonths the kid's age in whole months (0 or more)
 * @returns ascending checklist ages, 0 to 2 of them
 */
export function checklistAgesFor(ageMonths: number): number[] {
  if (ageMonths >= CHECKLISTS_UNTIL_MONTHS) return [];
  const reached = CHECKLIST_AGES_MONTHS.filter((age) => age <= ageMonths);
  const current = reached.at(-1) ?? CHECKLIST_AGES_MONTHS[0];
  const next = CHECKLIST_AGES_MONTHS.find((age) => age > current);
  return next === undefined ? [current] : [current, next];
}

/**
 * How titles are compared: trimmed, lower-cased (spec §5 AI milestone: case-insensitive).
 * Every provider skips recorded titles by this key.
 */
export function titleKey(title: string): string {
  return title.trim().toLowerCase();
}

/**
 * A kid's age in whole months on `today` for the suggestions: 0 when `dob` is after `today`
 * (treated as a newborn), else {@link completedMonthsBetween}.
 * @param dob `YYYY-MM-DD`
 * @param today `YYYY-MM-DD`
 * @throws RangeError when either is not a valid date
 */
export function ageInMonths(dob: string, today: string): number {
  return dob > today ? 0 : completedMonthsBetween(dob, today);
}

/**
 * The date a suggestion for `months` of age carries: the day the kid reaches that age (`dob`
 * + months, clamped to the end of a shorter month), or `today` if that day has passed.
 * @param dob `YYYY-MM-DD`
 * @param months whole months of age
 * @param today `YYYY-MM-DD`
 * @throws RangeError when a date is not valid or `months` is not an integer
 */
export function suggestionDate(dob: string, months: number, today: string): string {
  const reached = addMonthsToIsoDate(dob, months);
  return reached > today ? reached : today;
}

interface Candidate {
  suggestion: MilestoneSuggestion;
  /** Position in the catalogue: CDC items first, then interest goals, each in data order. */
  order: number;
}

const DOMAIN_ORDER = new Map<MilestoneDomain, number>(
  MILESTONE_DOMAINS.map((domain, index) => [domain, index]),
);

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.suggestion.date !== b.suggestion.date)
    return a.suggestion.date < b.suggestion.date ? -1 : 1;
  const byDomain =
    (DOMAIN_ORDER.get(a.suggestion.domain) ?? 0) - (DOMAIN_ORDER.get(b.suggestion.domain) ?? 0);
  return byDomain !== 0 ? byDomain : a.order - b.order;
}

/**
 * Every suggestion that fits the kid, in display order, without the cap of
 * {@link suggestMilestones} (which answers the first MAX_SUGGESTIONS of this list).
 * - CDC items of the checklist ages of {@link checklistAgesFor}, each with its age, domain and
 *   the rationale "Most children (75% or more) can do this by {age}." (the checklists' 75%
 *   criterion, Zubler et al. 2022).
 * - From 5 years, the goals of each interest the catalogue knows (INTEREST_GOALS), with their
 *   minimum age and rationale. Unknown interests are ignored.
 * - Each dated the day the kid reaches the item's age (`dob` + that many months, clamped to
 *   the end of a shorter month), or `today` if that day has passed.
 * - Titles already recorded, or met twice, are left out.
 * - Order: by date, then domain (MILESTONE_DOMAINS order), then catalogue order.
 * @returns [] when `dob` is missing or not a real date
 * @throws RangeError when `today` is not a valid `YYYY-MM-DD` date
 */
export function rankedSuggestions(input: SuggestMilestonesInput): MilestoneSuggestion[] {
  const { today } = input;
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date: ${today}`);
  const dob = typeof input.dob === 'string' ? input.dob.trim().slice(0, 10) : '';
  if (!isIsoDate(dob)) return [];

  const ageMonths = ageInMonths(dob, today);
  const dateAt = (months: number) => suggestionDate(dob, months, today);

  const candidates: Candidate[] = [];
  const ages = new Set(checklistAgesFor(ageMonths));
  CDC_MILESTONES.forEach((item, index) => {
    if (!ages.has(item.ageMonths)) return;
    candidates.push({
      order: index,
      suggestion: {
        title: item.title,
        date: dateAt(item.ageMonths),
        domain: item.domain,
        source: MILESTONE_SOURCES.cdc,
        ageMonths: item.ageMonths,
        rationale: cdcRationale(item.ageMonths),
      },
    });
  });

  if (ageMonths >= INTEREST_GOALS_FROM_MONTHS) {
    const wanted = new Set((input.interests ?? []).map(interestKey));
    let order = CDC_MILESTONES.length;
    for (const [interest, goals] of Object.entries(INTEREST_GOALS)) {
      const matched = wanted.has(interestKey(interest));
      for (const goal of goals) {
        order += 1;
        if (!matched) continue;
        candidates.push({
          order,
          suggestion: {
            title: goal.title,
            date: dateAt(goal.minAgeMonths),
            domain: goal.domain,
            source: MILESTONE_SOURCES.interestGoals,
            ageMonths: goal.minAgeMonths,
            rationale: goal.rationale,
          },
        });
      }
    }
  }

  const seen = new Set((input.recordedTitles ?? []).map(titleKey));
  return candidates
    .sort(compareCandidates)
    .filter(({ suggestion }) => {
      const key = titleKey(suggestion.title);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ suggestion }) => suggestion);
}

/**
 * The built-in provider's answer to POST /api/ai/milestones (issue 10): the first
 * MAX_SUGGESTIONS (12) of {@link rankedSuggestions} — the kid's current and next CDC checklist
 * items not yet recorded (CDC 2022 checklists, Zubler et al., Pediatrics
 * 2022;149(3):e2021052138), and from 5 years its interest goals — each dated the day the kid
 * reaches that age, or today if passed.
 *
 * Ages: before 2 months the 2- and 4-month checklists; then the latest checklist age reached
 * and the next (exactly 4 months → 4 and 6; a day before → 2 and 4); from 5 years the 5-year
 * checklist and interest goals; from 6 years interest goals only. No or invalid `dob`: [] (the
 * web then shows spec §9's samples). `dob` after `today`: as a newborn, dated from `dob`.
 * @returns at most MAX_SUGGESTIONS suggestions, ordered by date, domain, catalogue order
 * @throws RangeError when `today` is not a valid `YYYY-MM-DD` date
 */
export function suggestMilestones(input: SuggestMilestonesInput): MilestoneSuggestion[] {
  return rankedSuggestions(input).slice(0, MAX_SUGGESTIONS);
}

/**
 * Spec §9's built-in fallback suggestions, in the spec's order. The web shows them, dated
 * today, when the call fails or answers none (spec §4 AI suggestions flow).
 */
export const BUILT_IN_SAMPLES: readonly { title: string; domain: MilestoneDomain }[] = [
  { title: 'Master Numbers 1-20', domain: 'cognitive' },
  { title: 'Draw Shapes', domain: 'cognitive' },
  { title: 'Read a Short Story', domain: 'language-communication' },
];

/**
 * The three samples of spec §9 as suggestions dated `today`, source MILESTONE_SOURCES.sample.
 * @param today `YYYY-MM-DD`, the parent's today
 * @throws RangeError when `today` is not a valid `YYYY-MM-DD` date
 */
export function sampleSuggestions(today: string): MilestoneSuggestion[] {
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date: ${today}`);
  return BUILT_IN_SAMPLES.map(({ title, domain }) => ({
    title,
    date: today,
    domain,
    source: MILESTONE_SOURCES.sample,
  }));
}
