import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { Parent } from '@nestling/shared';
import { sessionQueryKey } from '@/entities/parent/api/get-session';
import { SocketConnectorContext } from '@/lib/socket/connect-socket';
import type { SocketStatus } from '@/lib/socket/realtime-socket';
import { createQueryClient } from '@/lib/query-client';
import { createFakeSocket, type FakeSocket } from '@/testing/fake-socket';
import { App } from '../app';
import { createAppRoutes } from '../router';
import { installSessionExpiryHandler } from '../session-expiry';

/** The routes that load lazily, in a fixed order (depth first), of one route tree. */
function lazyRoutesOf(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.lazy ? [route] : []),
    ...lazyRoutesOf(route.children ?? []),
  ]);
}

// The router loads every page and layout lazily (decision 012). Tests render the app at once,
// as before: each lazy route's module is loaded here, once, and every tree renderApp makes
// gets the loaded components in place of its `lazy` functions. (The browser journeys, e2e/,
// run the lazy loading itself.)
const loadedRoutes = await Promise.all(
  lazyRoutesOf(createAppRoutes()).map((route) => (route.lazy as () => Promise<RouteObject>)()),
);

/** The app's routes with every lazy route already loaded. */
function loadedAppRoutes(): RouteObject[] {
  const routes = createAppRoutes();
  lazyRoutesOf(routes).forEach((route, index) => {
    Object.assign(route, loadedRoutes[index]);
    delete route.lazy;
  });
  return routes;
}

/**
 * Renders the whole app at `path` with a memory router: the app layer's own test harness, for
 * tests that drive a screen through its route (guards, session, navigation). `parent` seeds
 * the session (null: logged out; undefined: the app asks GET /api/auth/me like in the
 * browser). StrictMode, as in main.tsx, so effects that must run once are checked. The
 * signed-in shell's socket is `options.socket` (a fresh in-memory fake by default), connected at
 * once — or once `options.connected` resolves (a socket still on its way).
 * @returns the testing-library view, a user-event session, the router, the query client,
 *   `location()` (path and query of the current page), the fake socket and `socketStatus(s)`
 *   (reports a change of the connection's state to the shell)
 */
export function renderApp(
  path: string,
  options: { parent?: Parent | null; socket?: FakeSocket; connected?: Promise<void> } = {},
) {
  const fake = options.socket ?? createFakeSocket();
  const queryClient = createQueryClient();
  if (options.parent !== undefined) queryClient.setQueryData(sessionQueryKey, options.parent);
  const router = createMemoryRouter(loadedAppRoutes(), { initialEntries: [path] });
  installSessionExpiryHandler(router, queryClient);
  const user = userEvent.setup();
  let reportStatus: (status: SocketStatus) => void = () => undefined;
  const view = render(
    <StrictMode>
      <SocketConnectorContext
        value={async (onStatus) => {
          if (options.connected) await options.connected;
          reportStatus = onStatus;
          onStatus('connected');
          return { socket: fake.socket, close: () => undefined };
        }}
      >
        <App queryClient={queryClient} router={router} />
      </SocketConnectorContext>
    </StrictMode>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  /** Tells the shell the connection's state changed, as Socket.IO would (a drop, a reconnection). */
  const socketStatus = (status: SocketStatus) => reportStatus(status);
  return { ...view, user, router, queryClient, location, socket: fake, socketStatus };
}
