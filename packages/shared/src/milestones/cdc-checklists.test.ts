import { describe, expect, it } from 'vitest';
import { textSchema } from '../schemas/common.js';
import {
  CDC_CHECKLISTS,
  CDC_MILESTONES,
  CHECKLIST_AGES_MONTHS,
  checklistAgeLabel,
} from './cdc-checklists.js';
import { MILESTONE_DOMAINS } from './domains.js';
import { MILESTONE_TITLE_MAX_LENGTH } from '../constants.js';

const key = (title: string) => title.trim().toLowerCase();

describe('CDC checklists (2022)', () => {
  it('has the 12 checklist ages, 2 months to 5 years, in order', () => {
    expect(CHECKLIST_AGES_MONTHS).toEqual([2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60]);
    expect(CDC_CHECKLISTS.map((checklist) => checklist.ageMonths)).toEqual([
      ...CHECKLIST_AGES_MONTHS,
    ]);
  });

  // Items per domain on CDC's published checklists (social/emotional, language/communication,
  // cognitive, movement/physical): a lost or duplicated line while editing shows up here.
  it.each([
    [2, [4, 2, 2, 3]],
    [4, [3, 3, 2, 5]],
    [6, [3, 3, 3, 3]],
    [9, [5, 2, 2, 4]],
    [12, [1, 3, 2, 4]],
    [15, [5, 4, 2, 2]],
    [18, [5, 2, 2, 6]],
    [24, [2, 4, 3, 4]],
    [30, [3, 4, 4, 4]],
    [36, [2, 5, 2, 3]],
    [48, [6, 4, 3, 4]],
    [60, [3, 4, 6, 2]],
  ])('the %i-month checklist has items in all four domains: %j', (age, counts) => {
    const checklist = CDC_CHECKLISTS.find((item) => item.ageMonths === age);
    expect(checklist).toBeDefined();
    const actual = MILESTONE_DOMAINS.map((domain) => checklist?.milestones[domain].length);
    expect(actual).toEqual(counts);
    expect(actual.every((count) => (count ?? 0) > 0)).toBe(true);
  });

  it.each(CDC_CHECKLISTS.map((checklist) => [checklist.ageMonths, checklist] as const))(
    'the %i-month checklist repeats no title',
    (_age, checklist) => {
      const titles = MILESTONE_DOMAINS.flatMap((domain) => checklist.milestones[domain]);
      expect(new Set(titles.map(key)).size).toBe(titles.length);
    },
  );

  it('repeats no title across ages either, so one suggestion list never holds two', () => {
    expect(new Set(CDC_MILESTONES.map((item) => key(item.title))).size).toBe(CDC_MILESTONES.length);
  });

  it.each(CDC_MILESTONES.map((item) => [item.ageMonths, item.title] as const))(
    '%i months: "%s" is a storable, tidy milestone title',
    (_age, title) => {
      expect(title.length).toBeLessThanOrEqual(MILESTONE_TITLE_MAX_LENGTH);
      expect(textSchema().trim().min(1).safeParse(title).success).toBe(true);
      expect(title).toBe(title.trim());
      expect(title).not.toMatch(/\s{2}|[“”‘’]/);
      expect(title[0]).toMatch(/[A-Z]/);
      // CDC alternates he/she item by item; a kid's list reads they/them.
      expect(title).not.toMatch(/\b(he|she|him|her|his|hers|himself|herself)\b/i);
    },
  );

  it('flattens every item once, keeping its age and domain, in catalogue order', () => {
    const total = CDC_CHECKLISTS.reduce(
      (sum, checklist) =>
        sum + MILESTONE_DOMAINS.reduce((n, domain) => n + checklist.milestones[domain].length, 0),
      0,
    );
    expect(CDC_MILESTONES).toHaveLength(total);
    expect(CDC_MILESTONES[0]).toEqual({
      ageMonths: 2,
      domain: 'social-emotional',
      title: 'Calms down when spoken to or picked up',
    });
    expect(CDC_MILESTONES.at(-1)).toEqual({
      ageMonths: 60,
      domain: 'movement-physical',
      title: 'Hops on one foot',
    });
    for (const checklist of CDC_CHECKLISTS) {
      for (const domain of MILESTONE_DOMAINS) {
        expect(
          CDC_MILESTONES.filter(
            (item) => item.ageMonths === checklist.ageMonths && item.domain === domain,
          ).map((item) => item.title),
        ).toEqual(checklist.milestones[domain]);
      }
    }
  });
});

describe('checklistAgeLabel', () => {
  it.each([
    [1, '1 month'],
    [2, '2 months'],
    [12, '1 year'],
    [15, '15 months'],
    [24, '2 years'],
    [30, '30 months'],
    [60, '5 years'],
  ])('%i → %s', (months, label) => {
    expect(checklistAgeLabel(months)).toBe(label);
  });
});
