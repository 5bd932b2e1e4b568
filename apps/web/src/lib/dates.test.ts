import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMediumDate,
  formatNumber,
  formatRelativeTime,
  formatTime,
} from './dates';
import { intlLocaleOf } from './i18n/locale';

/** 25 November 2026, 14:30 local time. */
const day = new Date(2026, 10, 25, 14, 30);
const instant = day.toISOString();

describe('dates in the app’s languages (issue 28)', () => {
  it.each([
    ['es', '25 de noviembre de 2026', 'miércoles, 25 de noviembre de 2026'],
    ['en-US', 'November 25, 2026', 'Wednesday, November 25, 2026'],
    ['en-GB', '25 November 2026', 'Wednesday, 25 November 2026'],
  ])('writes a day in %s as "%s"', (locale, long, full) => {
    expect(formatLongDate(day, locale)).toBe(long);
    expect(formatDay(day, locale)).toBe(full);
  });

  it.each([
    ['es', '25 nov 2026'],
    ['en-US', 'Nov 25, 2026'],
    ['en-GB', '25 Nov 2026'],
  ])('writes a day in its short form in %s as "%s"', (locale, medium) => {
    expect(formatMediumDate(day, locale)).toBe(medium);
  });

  it('writes times on a 24-hour clock in Spanish, with AM/PM in US English', () => {
    expect(formatTime(instant, 'es')).toBe('14:30');
    expect(formatDateTime(instant, 'es')).toBe('25 nov 2026, 14:30');
    expect(formatTime(instant, 'en-US')).toMatch(/^2:30\sPM$/);
  });

  it.each([
    ['es', -5 * 60_000, 'hace 5 minutos'],
    ['es', -24 * 3600_000, 'ayer'],
    ['es', 14 * 24 * 3600_000, 'dentro de 2 semanas'],
    ['es', -10_000, 'ahora'],
    ['en', -5 * 60_000, '5 minutes ago'],
    ['en', -24 * 3600_000, 'yesterday'],
    ['en', 3 * 3600_000, 'in 3 hours'],
  ])('in %s, %i ms from now is "%s"', (locale, offset, text) => {
    const now = new Date(2026, 10, 25, 12, 0);
    const then = new Date(now.getTime() + offset).toISOString();
    expect(formatRelativeTime(then, now, locale)).toBe(text);
  });

  it('writes numbers in the language', () => {
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(3.14159, 'es', { maximumFractionDigits: 1 })).toBe('3,1');
  });

  it('starts the week on Monday in Spanish and on Sunday in US English', () => {
    expect(firstDayOfWeek('es')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });

  it('formats Spanish as `es` whatever region the browser names, English as the browser’s English', () => {
    expect(intlLocaleOf('es', ['es-MX', 'en-US'])).toBe('es');
    expect(intlLocaleOf('en', ['es-MX', 'en-GB'])).toBe('en-GB');
    expect(intlLocaleOf('en', ['fr-FR'])).toBe('en');
  });
});
