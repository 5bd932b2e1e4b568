import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { LoadingPage } from '@/components/layout/full-page-status';
import { paths } from '@/config/paths';
import { HomeRedirect } from './guards/home-redirect';
import { ProtectedRoute } from './guards/protected-route';
import { PublicOnlyRoute, allowOnVerifyEmail } from './guards/public-only-route';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error';
import type { Prefetch } from './route-data/prefetch';

/**
 * A route loader that starts the screen's data requests as the navigation starts — in parallel
 * with the screen's code, not after it has mounted — and returns at once (decision 051): the
 * requests land in TanStack Query's cache, where the screen's own queries find them (in flight
 * or answered); nothing waits for them, so loading states and client navigations are as before.
 * The prefetch is a small chunk of its own, or comes with the page's own module where a chunk of
 * its own would split the screen's query modules into more files (Explore, Messages,
 * Notifications); it runs once the session is known to be a signed-in parent. Without a query client (unit tests render the screens themselves) there is
 * no loader.
 */
function prefetching(
  queryClient: QueryClient | undefined,
  load: () => Promise<Prefetch>,
): LoaderFunction | undefined {
  if (!queryClient) return undefined;
  return ({ params, request }) => {
    const { searchParams } = new URL(request.url);
    void Promise.all([load(), import('./route-data/prefetch')])
      .then(([prefetch, { prefetchSignedIn }]) =>
        prefetchSignedIn(queryClient, params, searchParams, prefetch),
      )
      .catch(() => undefined); // the screen's own queries ask again and show any failure
    return null;
  };
}

/**
 * Every route of spec §2.1 with the guards of §2.2 (product.md settles the second readings
 * and unknown paths). The navigation bar is part of AppLayout, so the account screens, which
 * hide it (§2.3), live under AuthLayout instead; no path string decides anything.
 *
 * Every page and both layouts load lazily (React Router's `lazy`, decision 012): a screen's
 * chunk holds what only it needs — the account forms, the charts of the health tracker, the
 * date pickers — so each route's JS stays inside its budget (`apps/web/budgets.json`, checked
 * by `npm test`). A new route is one more `lazy` entry and one more line in that file.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  // Kids Profile and the kid pickers: the kids list, from the list's query module, which their
  // first load has already (no file of its own, issue 29).
  const kids = prefetching(queryClient, async () => {
    const { prefetchKids } = await import('@/entities/kids/api/get-kids');
    return (client) => prefetchKids(client);
  });
  // A kid's own screens (profile, edit, health, calendar): the kid alone, from the kid's query
  // module, which their first load has already (no file of its own, issue 29).
  const kid = prefetching(queryClient, async () => {
    const { prefetchKid } = await import('@/entities/kids/api/get-kid');
    return (client, params) => prefetchKid(client, params.kidId);
  });
  return [
    {
      element: <RootLayout />,
      // Shown while a lazily loaded page arrives on the first load of the app.
      hydrateFallbackElement: <LoadingPage />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <HomeRedirect /> },
        {
          lazy: async () => ({ Component: (await import('./layout/auth-layout')).AuthLayout }),
          children: [
            {
              element: <PublicOnlyRoute />,
              children: [
                {
                  path: paths.login,
                  lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
                },
                {
                  path: paths.register,
                  lazy: async () => ({
                    Component: (await import('./routes/register')).RegisterRoute,
                  }),
                },
                {
                  path: paths.forgotPassword,
                  lazy: async () => ({
                    Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
                  }),
                },
                {
                  path: paths.newPassword,
                  lazy: async () => ({
                    Component: (await import('./routes/new-password')).NewPasswordRoute,
                  }),
                },
              ],
            },
            {
              // A family invitation's link (issue 24): signed out, register with it or log in
              // and come back; signed in, accept it. The screen itself tells the two apart.
              path: paths.joinFamily,
              lazy: async () => ({
                Component: (await import('./routes/join-family')).JoinFamilyRoute,
              }),
            },
            {
              element: <PublicOnlyRoute allowSignedIn={allowOnVerifyEmail} />,
              children: [
                {
                  path: paths.verifyEmail,
                  lazy: async () => ({
                    Component: (await import('./routes/verify-email')).VerifyEmailRoute,
                  }),
                },
              ],
            },
          ],
        },
        {
          // No loader: what the layout alone shows (the unread count) and the socket wait for the
          // first screen's paint (hooks/use-first-screen-shown.ts, issue 29).
          lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
          children: [
            {
              element: <ProtectedRoute />,
              children: [
                {
                  path: paths.dashboard,
                  lazy: async () => ({
                    Component: (await import('./routes/dashboard')).DashboardRoute,
                  }),
                },
                {
                  path: paths.privacy,
                  lazy: async () => ({
                    Component: (await import('./routes/privacy')).PrivacyRoute,
                  }),
                },
                {
                  path: paths.settings,
                  lazy: async () => ({
                    Component: (await import('./routes/settings')).SettingsRoute,
                  }),
                },
                {
                  path: paths.family,
                  lazy: async () => ({ Component: (await import('./routes/family')).FamilyRoute }),
                },
                {
                  // Moderators only (issue 27): the role is granted from the command line.
                  element: <ProtectedRoute allowedRoles={['moderator']} />,
                  children: [
                    {
                      path: paths.moderation,
                      lazy: async () => ({
                        Component: (await import('./routes/moderation')).ModerationRoute,
                      }),
                    },
                  ],
                },
                {
                  path: `${paths.parentHub}/*`,
                  loader: prefetching(
                    queryClient,
                    async () => (await import('./route-data/parent-hub.data')).prefetch,
                  ),
                  lazy: async () => ({
                    Component: (await import('./routes/parent-hub')).ParentHubRoute,
                  }),
                },
                {
                  path: paths.kidsProfile,
                  loader: kids,
                  lazy: async () => ({
                    Component: (await import('./routes/kids-profile')).KidsProfileRoute,
                  }),
                },
                {
                  path: paths.kidProfile(':kidId'),
                  loader: kid,
                  lazy: async () => ({
                    Component: (await import('./routes/kid-profile')).KidProfileRoute,
                  }),
                },
                {
                  // Editing and deleting a kid are a guardian's (issue 24).
                  element: <ProtectedRoute requireGuardian />,
                  children: [
                    {
                      path: paths.kidEdit(':kidId'),
                      loader: kid,
                      lazy: async () => ({
                        Component: (await import('./routes/kid-edit')).KidEditRoute,
                      }),
                    },
                  ],
                },
                {
                  path: paths.kidAchievements(':kidId'),
                  // The kid alone (the title): the panels' reads and the selector's kids
                  // wait for the title's presentation (issue 29).
                  loader: kid,
                  lazy: async () => ({
                    Component: (await import('./routes/kid-achievements')).KidAchievementsRoute,
                  }),
                },
                {
                  path: paths.kidHealth(':kidId'),
                  // The kid alone (the title): the logs are asked for with the data part, once
                  // the title has been presented (issue 29).
                  loader: kid,
                  lazy: async () => ({
                    Component: (await import('./routes/kid-health')).KidHealthRoute,
                  }),
                },
                {
                  path: paths.kidCalendar(':kidId'),
                  // The kid alone (the title): the events are asked for with the list's code,
                  // once the title has been presented (issue 29).
                  loader: kid,
                  lazy: async () => ({
                    Component: (await import('./routes/kid-calendar')).KidCalendarRoute,
                  }),
                },
                {
                  path: paths.health,
                  loader: kids,
                  lazy: async () => ({ Component: (await import('./routes/health')).HealthRoute }),
                },
                {
                  path: paths.achievements,
                  loader: kids,
                  lazy: async () => ({
                    Component: (await import('./routes/achievements')).AchievementsRoute,
                  }),
                },
                {
                  path: paths.notifications,
                  loader: prefetching(
                    queryClient,
                    async () => (await import('./routes/notifications')).prefetch,
                  ),
                  lazy: async () => ({
                    Component: (await import('./routes/notifications')).NotificationsRoute,
                  }),
                },
                {
                  // Billing is a guardian's (issue 24): a caregiver goes to /dashboard.
                  element: <ProtectedRoute requireGuardian />,
                  children: [
                    {
                      path: paths.subscribe,
                      lazy: async () => ({
                        Component: (await import('./routes/subscribe')).SubscribeRoute,
                      }),
                    },
                    {
                      path: paths.premium,
                      lazy: async () => ({
                        Component: (await import('./routes/premium')).PremiumRoute,
                      }),
                    },
                  ],
                },
              ],
            },
            {
              // Social features need a verified e-mail (product.md, Accounts and sessions) and
              // are a guardian's (issue 24): a caregiver goes to /dashboard.
              element: <ProtectedRoute requireVerifiedEmail requireGuardian />,
              children: [
                {
                  path: paths.explore,
                  loader: prefetching(
                    queryClient,
                    async () => (await import('./routes/explore')).prefetch,
                  ),
                  lazy: async () => ({
                    Component: (await import('./routes/explore')).ExploreRoute,
                  }),
                },
                {
                  path: paths.myRequests,
                  lazy: async () => ({
                    Component: (await import('./routes/my-requests')).MyRequestsRoute,
                  }),
                },
                {
                  path: paths.messages,
                  loader: prefetching(
                    queryClient,
                    async () => (await import('./routes/messages')).prefetch,
                  ),
                  lazy: async () => ({
                    Component: (await import('./routes/messages')).MessagesRoute,
                  }),
                },
              ],
            },
          ],
        },
        { path: paths.legacyMessages, element: <RedirectKeepingQuery to={paths.messages} /> },
        { path: paths.legacyExploreKids, element: <RedirectKeepingQuery to={paths.explore} /> },
        { path: '*', element: <HomeRedirect /> },
      ],
    },
  ];
}

/**
 * The browser router of the running app; its loaders prefetch each screen's data into
 * `queryClient` (decision 051).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
