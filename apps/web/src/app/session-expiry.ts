import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from './router';
import { loginPath } from '@/config/paths';
import { endLocalSession } from '@/features/auth/utils/end-local-session';
import { configureApiClient } from '@/lib/api-client';

/**
 * What a session failure from the API does (spec §8.1: a 401, or a 403 with a session guard
 * code — lib/api-client `isSessionFailure`; other 403s reach the screen): forget the session in
 * this tab and go to /login?sessionExpired=true, with `next` set to the page the parent was on
 * so logging in brings them back.
 * @param router the app's router
 * @param queryClient the app's query client
 */
export function installSessionExpiryHandler(router: AppRouter, queryClient: QueryClient): void {
  configureApiClient({
    getLocation: () => router.state.location,
    onUnauthorized: ({ from }) => {
      endLocalSession(queryClient);
      void router.navigate(loginPath({ sessionExpired: true, next: from }), {
        replace: true,
        flushSync: true,
      });
    },
  });
}
