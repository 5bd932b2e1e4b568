import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { translations } from '@/lib/i18n/translations';
import { createQueryClient } from '@/lib/query-client';
import { prepareNumbersWhenSignedIn } from './prepare-numbers';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('prepareNumbersWhenSignedIn (issue 29)', () => {
  it.each(['en', 'es'] as const)(
    'makes the plurals’ numbers in a signed-in parent’s language (%s), in a task of its own',
    async (locale) => {
      vi.useFakeTimers();
      const prepare = vi.spyOn(translations, 'prepareNumbers');
      const queryClient = createQueryClient();
      queryClient.setQueryData(sessionQueryKey, buildParent({ locale }));
      prepareNumbersWhenSignedIn(queryClient);
      // Not in the session answer's own task: after it, in a timer's.
      await queryClient.ensureQueryData({ queryKey: sessionQueryKey });
      expect(prepare).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(prepare).toHaveBeenCalledExactlyOnceWith(locale);
    },
  );

  it('makes nothing for a signed-out visitor (/login formats no number)', async () => {
    vi.useFakeTimers();
    const prepare = vi.spyOn(translations, 'prepareNumbers');
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, null);
    prepareNumbersWhenSignedIn(queryClient);
    await vi.advanceTimersByTimeAsync(10);
    expect(prepare).not.toHaveBeenCalled();
  });
});
