import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@nestling/shared';
import { LocaleProvider } from './locale-context';
import { useFormats } from './use-formats';

function inLanguage(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <LocaleProvider savedLocale={locale}>{children}</LocaleProvider>
  );
}

describe('useFormats (issue 28)', () => {
  it('formats in the app’s language: Spanish for a parent who chose it', () => {
    const day = new Date(2026, 10, 25, 14, 30);
    const { result } = renderHook(() => useFormats(), { wrapper: inLanguage('es') });
    expect(result.current.locale).toBe('es');
    expect(result.current.longDate(day)).toBe('25 de noviembre de 2026');
    expect(result.current.time(day.toISOString())).toBe('14:30');
    expect(result.current.number(1234.5)).toBe('1234,5');
  });

  it('formats in English for a parent who chose English', () => {
    const { result } = renderHook(() => useFormats(), { wrapper: inLanguage('en') });
    expect(result.current.locale).toMatch(/^en\b/);
    expect(result.current.longDate(new Date(2026, 10, 25))).toMatch(/November/);
  });
});
