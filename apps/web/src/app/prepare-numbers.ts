import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/entities/parent/api/get-session';
import { translations } from '@/lib/i18n/translations';

/**
 * On a signed-in first load, makes the plurals' number formatter in the parent's language in a
 * task of its own as soon as the session check has answered (issue 29, decision 095).
 *
 * A page's first `Intl.NumberFormat` (or `DateTimeFormat`) loads ICU's data: 75–480 ms in one
 * call on a phone (CPU 4×), whichever comes first; the next ones, of any locale, 1–50 ms. Every
 * signed-in screen says a count through a plural's `#` (the navigation bar's unread badge, the
 * hub's kids, Explore's results), in a render after its first paint; made here, that cost falls
 * while the screen's code and data are still on their way — before the first paint, in time the
 * main thread waits for the network (when nothing is to wait for, it delays the first paint by
 * as much instead). A timer's task, not the session answer's: nothing waits on it, and
 * Lighthouse's simulation keeps a task without script evaluation or layout off the first and
 * largest paints' paths. A signed-out visitor (/login, /register) formats no number: nothing is
 * made. The parent's saved language is the app's (locale-context.tsx: `savedLocale` first).
 * Call it once, after the session check has been asked for.
 * @param queryClient the app's query client
 */
export function prepareNumbersWhenSignedIn(queryClient: QueryClient): void {
  queryClient.ensureQueryData(sessionQueryOptions).then(
    (parent) => {
      if (parent) setTimeout(() => translations.prepareNumbers(parent.locale), 0);
    },
    () => undefined, // the session gate says what failed
  );
}
