import { z } from 'zod';
import { MAX_PAGE, WHOLE_NUMBER_TEXT } from '../rules/page-number.js';

/** Texts of the paging parameters. */
export const PAGING_MESSAGES = {
  page: `Page must be a whole number from 1 to ${MAX_PAGE}.`,
  /** Three sizes (every fixed list has three): the errors catalogue's `paging.pageSize` says it. */
  pageSize: ([first, second, third]: PageSizes) =>
    `Page size must be ${first}, ${second} or ${third}.`,
  pageSizeRange: (max: number) => `Page size must be a whole number from 1 to ${max}.`,
} as const;

/** A list's fixed page sizes, the default first. */
export type PageSizes = readonly [number, number, number];

/**
 * A whole number in a query string: digits only (no sign, exponent, hex or spaces — "1e3",
 * "0x10", " 7" fail), or a number, from `min` to `max`.
 */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().regex(WHOLE_NUMBER_TEXT, message)], { error: message })
    .transform((value) => Number(value))
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** `page`: 1-based, default 1, at most {@link MAX_PAGE}. */
export const pageNumberSchema = wholeNumber(1, MAX_PAGE, PAGING_MESSAGES.page).default(1);

/**
 * `pageSize` chosen from a fixed list (spec §9: notifications 10, 20 or 50), defaulting to the
 * first.
 * @param sizes the allowed sizes, the default first
 */
export function pageSizeOneOf(sizes: PageSizes) {
  const message = PAGING_MESSAGES.pageSize(sizes);
  return wholeNumber(1, Math.max(...sizes), message)
    .refine((size) => sizes.includes(size), message)
    .default(sizes[0]);
}

/**
 * `pageSize` from 1 to `max`, default `fallback` (lists whose size the spec leaves open).
 */
export function pageSizeUpTo(max: number, fallback: number) {
  return wholeNumber(1, max, PAGING_MESSAGES.pageSizeRange(max)).default(fallback);
}

/** The row offset of a page: (page − 1) × pageSize. */
export function pageOffset(paging: { page: number; pageSize: number }): number {
  return (paging.page - 1) * paging.pageSize;
}
