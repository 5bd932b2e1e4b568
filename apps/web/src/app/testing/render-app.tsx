import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Parent } from '@nestling/shared';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { createQueryClient } from '@/lib/query-client';
import { App } from '../app';
import { createAppRoutes } from '../router';
import { installSessionExpiryHandler } from '../session-expiry';

// The router loads every page and layout lazily. Load those modules once, before any test of
// this file renders, so a first render is not racing the transform of their libraries.
await Promise.all(
  Object.values(import.meta.glob(['../routes/*.tsx', '../layout/*.tsx', '!**/*.test.tsx'])).map(
    (load) => load(),
  ),
);

/**
 * Renders the whole app at `path` with a memory router: the app layer's own test harness, for
 * tests that drive a screen through its route (guards, session, navigation). `parent` seeds
 * the session (null: logged out; undefined: the app asks GET /api/auth/me like in the
 * browser). StrictMode, as in main.tsx, so effects that must run once are checked.
 * @returns the testing-library view, a user-event session, the router, the query client and
 *   `location()` (path and query of the current page)
 */
export function renderApp(path: string, options: { parent?: Parent | null } = {}) {
  const queryClient = createQueryClient();
  if (options.parent !== undefined) queryClient.setQueryData(sessionQueryKey, options.parent);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  installSessionExpiryHandler(router, queryClient);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, queryClient, location };
}
