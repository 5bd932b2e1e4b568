import { focusManager, QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Queries and mutations are not retried by TanStack: the API client
 * already retries a failed GET once (spec §8.1), so a second layer would multiply calls.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Makes TanStack's "window focus" mean both a `focus` of the window and a `visibilitychange`
 * of the document (spec §4 Session; TanStack 5 listens to the latter only). Both events often
 * fire together; a refetch on focus reuses a fetch in flight, so they never overlap.
 * @returns a function removing the listeners
 */
export function listenForWindowFocus(): () => void {
  focusManager.setEventListener((handleFocus) => {
    const onFocus = () => handleFocus();
    window.addEventListener('focus', onFocus, false);
    document.addEventListener('visibilitychange', onFocus, false);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  });
  return () => focusManager.setEventListener(() => undefined);
}
