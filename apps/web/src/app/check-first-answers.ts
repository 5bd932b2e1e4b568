import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/entities/parent/api/get-session';
import { checkAnswersAfter } from '@/lib/api-client';

/**
 * The first screen draws before zod has loaded (issue 29, decision 092): the answers
 * of a signed-in first load — the session's, the screen's — are handed over as they come
 * (`checkAnswersAfter`) until that screen has been shown (`firstScreenShown`), then checked by
 * their shared schemas. Should one fail its check, every query is reset: what is on screen
 * fetches again, its answers are now checked first, and a malformed one fails as it always has
 * (`INVALID_RESPONSE`, "An unexpected server error occurred.", the screen's error state; a
 * malformed session leaves the parent signed out). A logged-out visitor's session is known
 * without a schema (decision 032): nothing waits, and /login loads no zod and no more code.
 * Call it once, before the first request (the session check).
 * @param queryClient the app's query client
 */
export function checkFirstAnswersAfterFirstScreen(queryClient: QueryClient): void {
  const firstScreen = queryClient.ensureQueryData(sessionQueryOptions).then(async (parent) => {
    if (!parent) return;
    const { firstScreenShown } = await import('@/hooks/use-first-screen-shown');
    await firstScreenShown(queryClient);
  });
  void checkAnswersAfter(firstScreen).then((passed) => {
    if (!passed) void queryClient.resetQueries();
  });
}
