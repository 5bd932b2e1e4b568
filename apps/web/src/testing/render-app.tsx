import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Parent } from '@nestling/shared';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRoutes } from '@/app/router';
import { installSessionExpiryHandler } from '@/app/session-expiry';
import { sessionQueryKey } from '@/features/auth/api/get-session';

/** A parent as the API presents one; override any field. */
export function buildParent(overrides: Partial<Parent> = {}): Parent {
  return {
    id: 7,
    name: 'Maya Lopez',
    email: 'maya@example.com',
    photoUrl: null,
    emailVerified: true,
    role: 'parent',
    dob: '1988-04-12',
    gender: 'Female',
    ...overrides,
  };
}

/**
 * Renders the whole app at `path` with a memory router. `parent` seeds the session (null:
 * logged out; undefined: the app asks GET /api/auth/me like in the browser). StrictMode, as in
 * main.tsx, so effects that must run once are checked.
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
