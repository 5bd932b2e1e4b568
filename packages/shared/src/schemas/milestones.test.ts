import { describe, expect, it } from 'vitest';
import { MILESTONE_PAGE_SIZES } from '../constants.js';
import { MAX_PAGE } from '../rules/page-number.js';
import { PAGING_MESSAGES } from './paging.js';
import {
  MILESTONE_MESSAGES,
  milestoneCreateSchema,
  milestoneExistsMessage,
  milestoneListQuerySchema,
  milestoneUpdateSchema,
} from './milestones.js';

describe('milestoneListQuerySchema', () => {
  it('defaults to the first page of 5, newest first, all statuses (spec §9)', () => {
    expect(milestoneListQuerySchema.parse({ kidId: '7' })).toEqual({
      kidId: 7,
      q: undefined,
      status: 'all',
      sort: 'newest',
      page: 1,
      pageSize: 5,
    });
  });

  it('reads query-string numbers and drops a blank search', () => {
    expect(
      milestoneListQuerySchema.parse({ kidId: '7', page: '3', pageSize: '20', q: '   ' }),
    ).toMatchObject({ page: 3, pageSize: 20, q: undefined });
  });

  it.each([
    [{ pageSize: '7' }, PAGING_MESSAGES.pageSize(MILESTONE_PAGE_SIZES)],
    [{ pageSize: '5.0001' }, PAGING_MESSAGES.pageSize(MILESTONE_PAGE_SIZES)],
    [{ page: '0' }, PAGING_MESSAGES.page],
    [{ page: '1.5' }, PAGING_MESSAGES.page],
    [{ page: String(MAX_PAGE + 1) }, PAGING_MESSAGES.page],
    [{ kidId: '2147483648' }, MILESTONE_MESSAGES.kidIdInvalid],
  ])('refuses %j', (change, message) => {
    const result = milestoneListQuerySchema.safeParse({ kidId: '7', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('milestoneCreateSchema', () => {
  it('trims the title and keeps the date part of a date-time', () => {
    expect(
      milestoneCreateSchema.parse({ kidId: 1, title: '  Jumps ', date: '2026-05-01T23:00:00Z' }),
    ).toEqual({ kidId: 1, title: 'Jumps', date: '2026-05-01' });
  });

  it('allows a future date (a suggestion is dated the day the kid reaches its age)', () => {
    expect(milestoneCreateSchema.parse({ kidId: 1, title: 'Skips', date: '2031-01-01' }).date).toBe(
      '2031-01-01',
    );
  });
});

describe('milestoneUpdateSchema', () => {
  it('needs at least one of title, date and completed', () => {
    const result = milestoneUpdateSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(MILESTONE_MESSAGES.nothingToChange);
    expect(milestoneUpdateSchema.parse({ completed: false })).toEqual({ completed: false });
  });
});

describe('milestoneExistsMessage', () => {
  it('is spec §5’s text', () => {
    expect(milestoneExistsMessage('Draw Shapes')).toBe('Milestone "Draw Shapes" already exists.');
  });
});
