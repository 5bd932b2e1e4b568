import { describe, expect, it } from 'vitest';
import { INTEREST_CATEGORIES, KID_FORM_INTERESTS } from '../rules/interests.js';
import { textSchema } from '../schemas/common.js';
import { CDC_MILESTONES } from './cdc-checklists.js';
import { MILESTONE_DOMAINS } from './domains.js';
import { INTEREST_GOALS, interestGoalsFor } from './interest-goals.js';
import { MILESTONE_TITLE_MAX_LENGTH } from '../constants.js';

const PRODUCT_INTERESTS = [
  ...new Set([...KID_FORM_INTERESTS, ...Object.values(INTEREST_CATEGORIES).flat()]),
];
const ALL_GOALS = Object.entries(INTEREST_GOALS).flatMap(([interest, goals]) =>
  goals.map((goal) => ({ interest, ...goal })),
);
const key = (title: string) => title.trim().toLowerCase();

describe('Nestling interest goals', () => {
  it.each(PRODUCT_INTERESTS)('"%s" (an interest the product offers) has 2 to 4 goals', (name) => {
    const goals = interestGoalsFor(name);
    expect(goals.length).toBeGreaterThanOrEqual(2);
    expect(goals.length).toBeLessThanOrEqual(4);
  });

  it('keys every goal list by an interest the product offers', () => {
    expect(Object.keys(INTEREST_GOALS).sort()).toEqual([...PRODUCT_INTERESTS].sort());
  });

  it.each(ALL_GOALS.map((goal) => [goal.interest, goal.title, goal] as const))(
    '%s: "%s" is a storable goal for a kid past 5 with a one-line rationale',
    (_interest, title, goal) => {
      expect(title.length).toBeLessThanOrEqual(MILESTONE_TITLE_MAX_LENGTH);
      expect(textSchema().trim().min(1).safeParse(title).success).toBe(true);
      expect(title).toBe(title.trim());
      expect(title[0]).toMatch(/[A-Z]/);
      expect(MILESTONE_DOMAINS).toContain(goal.domain);
      expect(Number.isInteger(goal.minAgeMonths)).toBe(true);
      expect(goal.minAgeMonths).toBeGreaterThanOrEqual(60);
      expect(textSchema().trim().min(1).max(200).safeParse(goal.rationale).success).toBe(true);
      expect(goal.rationale).not.toMatch(/\n/);
      expect(goal.rationale).toMatch(/\.$/);
    },
  );

  it('repeats no title, among the goals or with a CDC checklist item', () => {
    const titles = [...ALL_GOALS, ...CDC_MILESTONES].map((item) => key(item.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each([
    [' soccer ', 'Soccer'],
    ['BOARD GAMES', 'Board Games'],
    ['study date', 'Study Date'],
  ])('matches %j to %s, case-insensitively after trimming', (typed, name) => {
    expect(interestGoalsFor(typed)).toBe(INTEREST_GOALS[name]);
  });

  it('has nothing for a custom interest', () => {
    expect(interestGoalsFor('Chess')).toEqual([]);
    expect(interestGoalsFor('   ')).toEqual([]);
  });
});
