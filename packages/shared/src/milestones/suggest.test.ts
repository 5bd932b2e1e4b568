import { describe, expect, it } from 'vitest';
import { CDC_MILESTONES } from './cdc-checklists.js';
import { MILESTONE_DOMAINS, MILESTONE_SOURCES } from './domains.js';
import { INTEREST_GOALS } from './interest-goals.js';
import {
  MAX_SUGGESTIONS,
  milestoneSuggestionListSchema,
  type MilestoneSuggestion,
} from './schemas.js';
import {
  ageInMonths,
  checklistAgesFor,
  rankedSuggestions,
  sampleSuggestions,
  suggestionDate,
  suggestMilestones,
  titleKey,
  type SuggestMilestonesInput,
} from './suggest.js';

const kid = (
  dob: string | null | undefined,
  today: string,
  more: Partial<SuggestMilestonesInput> = {},
) => ({
  dob,
  today,
  interests: [],
  recordedTitles: [],
  ...more,
});

const cdcAges = (list: MilestoneSuggestion[]) => [
  ...new Set(list.filter((s) => s.source === MILESTONE_SOURCES.cdc).map((s) => s.ageMonths)),
];
const goalTitles = (list: MilestoneSuggestion[]) =>
  list.filter((s) => s.source === MILESTONE_SOURCES.interestGoals).map((s) => s.title);
const cdcTitles = (ageMonths: number) =>
  CDC_MILESTONES.filter((item) => item.ageMonths === ageMonths).map((item) => item.title);

describe('checklistAgesFor', () => {
  it.each([
    [0, [2, 4]],
    [1, [2, 4]],
    [2, [2, 4]],
    [3, [2, 4]],
    [4, [4, 6]],
    [14, [12, 15]],
    [59, [48, 60]],
    [60, [60]],
    [71, [60]],
    [72, []],
    [120, []],
  ])('a kid of %i months gets the checklists %j', (months, ages) => {
    expect(checklistAgesFor(months)).toEqual(ages);
  });
});

describe('rankedSuggestions: which checklist, by age (CDC 2022) and interests past 5', () => {
  // Every kid likes soccer: its goals must appear from 5 years only.
  it.each([
    ['born today', '2024-03-15', '2024-03-15', [2, 4], false],
    ['1 month old', '2024-02-15', '2024-03-15', [2, 4], false],
    ['exactly 2 months', '2024-01-15', '2024-03-15', [2, 4], false],
    ['a day before 4 months', '2024-01-15', '2024-05-14', [2, 4], false],
    ['exactly 4 months', '2024-01-15', '2024-05-15', [4, 6], false],
    ['11 months', '2023-04-15', '2024-03-20', [9, 12], false],
    ['exactly 1 year', '2023-03-15', '2024-03-15', [12, 15], false],
    ['2 years', '2022-03-15', '2024-03-15', [24, 30], false],
    ['a day before 5 years', '2019-03-15', '2024-03-14', [48, 60], false],
    ['exactly 5 years', '2019-03-15', '2024-03-15', [60], true],
    ['a day before 6 years', '2018-03-15', '2024-03-14', [60], true],
    ['exactly 6 years', '2018-03-15', '2024-03-15', [], true],
    ['7 years', '2017-03-15', '2024-03-15', [], true],
  ])('%s (born %s, on %s): checklists %j, interest goals %s', (_label, dob, today, ages, goals) => {
    const list = rankedSuggestions(kid(dob, today, { interests: ['Soccer'] }));
    expect(cdcAges(list)).toEqual(ages);
    for (const age of ages) {
      expect(
        list
          .filter((s) => s.ageMonths === age && s.source === MILESTONE_SOURCES.cdc)
          .map((s) => s.title),
      ).toEqual(expect.arrayContaining(cdcTitles(age)));
    }
    // Display order is by date and domain; compare the set of goals.
    expect([...goalTitles(list)].sort()).toEqual(
      goals ? (INTEREST_GOALS.Soccer ?? []).map((goal) => goal.title).sort() : [],
    );
  });

  it('gives a 7-year-old the goals of each known interest, trimmed and in any case, and ignores the rest', () => {
    const list = suggestMilestones(
      kid('2017-03-15', '2024-03-15', { interests: [' soccer ', 'READING', 'Chess', 'reading'] }),
    );
    const expected = [...(INTEREST_GOALS.Reading ?? []), ...(INTEREST_GOALS.Soccer ?? [])];
    expect([...goalTitles(list)].sort()).toEqual(expected.map((goal) => goal.title).sort());
    expect(list).toHaveLength(expected.length);
    for (const suggestion of list) {
      const goal = expected.find((item) => item.title === suggestion.title);
      expect(suggestion).toEqual({
        title: goal?.title,
        date: '2024-03-15',
        domain: goal?.domain,
        source: 'Nestling interest goals',
        ageMonths: goal?.minAgeMonths,
        rationale: goal?.rationale,
      });
    }
  });

  it('suggests nothing to a kid past 6 without a known interest (the web then shows the samples)', () => {
    expect(suggestMilestones(kid('2015-06-01', '2024-03-15', { interests: ['Chess'] }))).toEqual(
      [],
    );
  });

  it('labels CDC items with their source, age and the 75% rationale', () => {
    const [first] = suggestMilestones(kid('2023-03-15', '2024-03-15'));
    expect(first).toEqual({
      title: 'Plays games with you, like pat-a-cake',
      date: '2024-03-15',
      domain: 'social-emotional',
      source: 'CDC "Learn the Signs. Act Early." (2022)',
      ageMonths: 12,
      rationale: 'Most children (75% or more) can do this by 1 year.',
    });
  });
});

describe('dates: the day the kid reaches the age, or today if passed', () => {
  /** The distinct dates of the CDC items of one checklist age. */
  const datesAt = (list: MilestoneSuggestion[], ageMonths: number) => [
    ...new Set(list.filter((s) => s.ageMonths === ageMonths).map((s) => s.date)),
  ];

  it.each([
    [
      'the reached checklist today, the next at its age',
      '2024-01-15',
      '2024-03-15',
      [2, '2024-03-15'],
      [4, '2024-05-15'],
    ],
    [
      'born 31 December: 2 months on 29 February (leap year)',
      '2023-12-31',
      '2024-01-10',
      [2, '2024-02-29'],
      [4, '2024-04-30'],
    ],
    [
      'a 4-year-old: the 5-year items at the fifth birthday',
      '2019-05-20',
      '2024-03-15',
      [48, '2024-03-15'],
      [60, '2024-05-20'],
    ],
  ] as const)('%s', (_label, dob, today, [currentAge, currentDate], [nextAge, nextDate]) => {
    const list = rankedSuggestions(kid(dob, today));
    expect(datesAt(list, currentAge)).toEqual([currentDate]);
    expect(datesAt(list, nextAge)).toEqual([nextDate]);
  });

  it('dates an interest goal at the goal’s minimum age when the kid is younger', () => {
    const list = rankedSuggestions(kid('2019-03-15', '2024-03-20', { interests: ['Coding'] }));
    const dateOf = (title: string) => list.find((s) => s.title === title)?.date;
    expect(dateOf('Guides someone through a maze with step-by-step directions')).toBe('2024-03-20');
    expect(dateOf('Makes a character move with block coding, like ScratchJr')).toBe('2025-03-15');
    expect(dateOf('Builds a short animation or game in Scratch')).toBe('2027-03-15');
  });

  it('treats a date of birth after today as a newborn, dated from it', () => {
    const list = rankedSuggestions(kid('2024-03-16', '2024-03-15'));
    expect(cdcAges(list)).toEqual([2, 4]);
    expect(new Set(list.map((s) => s.date))).toEqual(new Set(['2024-05-16', '2024-07-16']));
  });

  it('reads an ISO date-time of birth by its date', () => {
    expect(rankedSuggestions(kid('2024-01-15T00:00:00.000Z', '2024-03-15'))).toEqual(
      rankedSuggestions(kid('2024-01-15', '2024-03-15')),
    );
  });
});

describe('recorded titles are skipped, case-insensitively after trimming', () => {
  it('leaves out CDC items already recorded and fills the list from the next ones', () => {
    const recordedTitles = ['  CALMS DOWN WHEN SPOKEN TO OR PICKED UP  ', 'looks at your face'];
    const list = suggestMilestones(kid('2024-01-15', '2024-03-15', { recordedTitles }));
    expect(list.map((s) => s.title)).not.toContain('Calms down when spoken to or picked up');
    expect(list.map((s) => s.title)).not.toContain('Looks at your face');
    expect(list[0]?.title).toBe('Seems happy to see you when you walk up to them');
    expect(list).toHaveLength(MAX_SUGGESTIONS);
    // The 9 other 2-month items, then the 4-month social/emotional ones (due later).
    expect(list.at(-1)?.title).toBe(
      'Looks at you, moves, or makes sounds to get or keep your attention',
    );
  });

  it('leaves out interest goals already recorded', () => {
    const list = suggestMilestones(
      kid('2017-03-15', '2024-03-15', {
        interests: ['Puzzles'],
        recordedTitles: ['completes a 24-piece JIGSAW puzzle'],
      }),
    );
    expect(list.map((s) => s.title)).toEqual([
      'Completes a 100-piece jigsaw puzzle',
      'Solves a simple maze on paper',
    ]);
  });

  it('answers nothing once everything that fits is recorded', () => {
    const recordedTitles = [...cdcTitles(2), ...cdcTitles(4)];
    expect(suggestMilestones(kid('2024-01-15', '2024-03-15', { recordedTitles }))).toEqual([]);
  });
});

describe('order, determinism and the cap', () => {
  const catalogueIndex = new Map(
    [...CDC_MILESTONES, ...Object.values(INTEREST_GOALS).flat()].map((item, index) => [
      item.title,
      index,
    ]),
  );
  const kids: Array<[string, SuggestMilestonesInput]> = [
    ['a newborn', kid('2024-03-01', '2024-03-15')],
    ['a 4-year-old', kid('2019-05-20', '2024-03-15')],
    [
      'a 5-year-old who likes art and coding',
      kid('2019-01-01', '2024-03-15', { interests: ['Art', 'Coding', 'Swimming'] }),
    ],
    [
      'a 9-year-old with many interests',
      kid('2015-01-01', '2024-03-15', {
        interests: ['Math', 'Biking', 'Drama', 'Fishing', 'Robotics'],
      }),
    ],
  ];

  it.each(kids)('%s: ordered by date, then domain, then catalogue order', (_label, input) => {
    const list = rankedSuggestions(input);
    expect(list.length).toBeGreaterThan(0);
    const sortKey = (s: MilestoneSuggestion) =>
      [s.date, MILESTONE_DOMAINS.indexOf(s.domain), catalogueIndex.get(s.title) ?? -1] as const;
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [
        sortKey(list[i - 1] as MilestoneSuggestion),
        sortKey(list[i] as MilestoneSuggestion),
      ];
      const inOrder =
        a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
      expect(inOrder, `${list[i - 1]?.title} before ${list[i]?.title}`).toBe(true);
    }
  });

  it.each(kids)(
    '%s: the same input gives the same answer, whatever the order of interests and records',
    (_label, input) => {
      const recordedTitles = ['Laughs', 'Counts to 10', 'Mixes two paint colors to make a new one'];
      const once = suggestMilestones({ ...input, recordedTitles });
      expect(suggestMilestones({ ...input, recordedTitles })).toEqual(once);
      expect(
        suggestMilestones({
          ...input,
          interests: [...(input.interests ?? [])].reverse(),
          recordedTitles: [...recordedTitles].reverse(),
        }),
      ).toEqual(once);
    },
  );

  it.each(kids)(
    '%s: at most 12, the first of the ranked list, each valid for the answer schema',
    (_label, input) => {
      const ranked = rankedSuggestions(input);
      const answer = suggestMilestones(input);
      expect(answer).toEqual(ranked.slice(0, MAX_SUGGESTIONS));
      expect(answer.length).toBe(Math.min(ranked.length, MAX_SUGGESTIONS));
      expect(milestoneSuggestionListSchema.safeParse(answer).success).toBe(true);
    },
  );

  it('puts goals due today first (by domain, then catalogue), then later goals by date', () => {
    const list = suggestMilestones(
      kid('2017-09-15', '2024-03-15', { interests: ['Puzzles', 'Coding'] }),
    );
    expect(list.map((s) => [s.title, s.date])).toEqual([
      ['Guides someone through a maze with step-by-step directions', '2024-03-15'],
      ['Makes a character move with block coding, like ScratchJr', '2024-03-15'],
      ['Completes a 24-piece jigsaw puzzle', '2024-03-15'],
      ['Solves a simple maze on paper', '2024-03-15'],
      ['Completes a 100-piece jigsaw puzzle', '2024-09-15'],
      ['Builds a short animation or game in Scratch', '2025-09-15'],
    ]);
  });

  it('caps a 4-year-old’s 32 fitting items at 12: the 4-year items due today come first', () => {
    const input = kid('2019-05-20', '2024-03-15');
    expect(rankedSuggestions(input)).toHaveLength(32);
    const answer = suggestMilestones(input);
    expect(MAX_SUGGESTIONS).toBe(12);
    expect(answer).toHaveLength(12);
    expect(new Set(answer.map((s) => s.ageMonths))).toEqual(new Set([48]));
  });

  it('answers fewer than 12 when fewer fit', () => {
    const recordedTitles = [...cdcTitles(2), ...cdcTitles(4)].slice(3);
    const answer = suggestMilestones(kid('2024-01-15', '2024-03-15', { recordedTitles }));
    expect(answer.map((s) => s.title)).toEqual(cdcTitles(2).slice(0, 3));
  });
});

describe('a kid without a usable date of birth', () => {
  it.each([null, undefined, '', '   ', 'not a date', '2024-02-30'])(
    'dob %j: nothing to suggest',
    (dob) => {
      expect(suggestMilestones(kid(dob, '2024-03-15', { interests: ['Soccer'] }))).toEqual([]);
    },
  );

  it('refuses a today that is not a date', () => {
    expect(() => suggestMilestones(kid('2024-01-15', '15/03/2024'))).toThrow(RangeError);
  });
});

describe('sampleSuggestions (spec §9 built-in fallback)', () => {
  it('answers the three samples, in the spec’s order, dated today', () => {
    const samples = sampleSuggestions('2024-03-15');
    expect(samples.map((s) => s.title)).toEqual([
      'Master Numbers 1-20',
      'Draw Shapes',
      'Read a Short Story',
    ]);
    expect(samples.every((s) => s.date === '2024-03-15' && s.source === 'Nestling sample')).toBe(
      true,
    );
    expect(milestoneSuggestionListSchema.safeParse(samples).success).toBe(true);
  });

  it('refuses a today that is not a date', () => {
    expect(() => sampleSuggestions('2024-02-30')).toThrow(RangeError);
  });
});

describe('the date helpers every provider dates with', () => {
  it('ageInMonths counts whole months, and 0 for a dob after today', () => {
    expect(ageInMonths('2024-01-15', '2024-03-14')).toBe(1);
    expect(ageInMonths('2024-01-15', '2024-03-15')).toBe(2);
    expect(ageInMonths('2026-05-01', '2026-03-01')).toBe(0);
  });

  it('suggestionDate is the day the age is reached, or today once it has passed', () => {
    expect(suggestionDate('2024-01-31', 1, '2024-02-01')).toBe('2024-02-29');
    expect(suggestionDate('2024-01-31', 1, '2024-03-10')).toBe('2024-03-10');
  });

  it('titleKey compares trimmed and lower-cased', () => {
    expect(titleKey('  Draw Shapes ')).toBe(titleKey('draw shapes'));
  });
});
