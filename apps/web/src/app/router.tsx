import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { paths } from '@/config/paths';
import { HomeRedirect } from './guards/home-redirect';
import { ProtectedRoute } from './guards/protected-route';
import { PublicOnlyRoute, allowOnVerifyEmail } from './guards/public-only-route';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { RootLayout } from './layout/root-layout';
import { DashboardRoute } from './routes/dashboard';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HealthRoute } from './routes/health';
import { KidEditRoute } from './routes/kid-edit';
import { KidProfileRoute } from './routes/kid-profile';
import { KidsProfileRoute } from './routes/kids-profile';
import { LoginRoute } from './routes/login';
import { NewPasswordRoute } from './routes/new-password';
import { PrivacyRoute } from './routes/privacy';
import { RegisterRoute } from './routes/register';
import { RouteErrorPage } from './routes/route-error';
import { VerifyEmailRoute } from './routes/verify-email';

/**
 * Every route of spec §2.1. The parent hub, kid calendar and health tracker load lazily: they
 * bring the date-picker and chart libraries, which the other screens do not need. with the guards of §2.2 (product.md settles the second readings
 * and unknown paths). The navigation bar is part of AppLayout, so the account screens, which
 * hide it (§2.3), live under AuthLayout instead; no path string decides anything.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Shown while a lazily loaded page arrives on the first load of the app.
      hydrateFallbackElement: <FullPageStatus>Loading...</FullPageStatus>,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <HomeRedirect /> },
        {
          element: <AuthLayout />,
          children: [
            {
              element: <PublicOnlyRoute />,
              children: [
                { path: paths.login, element: <LoginRoute /> },
                { path: paths.register, element: <RegisterRoute /> },
                { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
                { path: paths.newPassword, element: <NewPasswordRoute /> },
              ],
            },
            {
              path: paths.verifyEmail,
              element: (
                <PublicOnlyRoute allowSignedIn={allowOnVerifyEmail}>
                  <VerifyEmailRoute />
                </PublicOnlyRoute>
              ),
            },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            {
              element: <ProtectedRoute />,
              children: [
                { path: paths.dashboard, element: <DashboardRoute /> },
                { path: paths.privacy, element: <PrivacyRoute /> },
                {
                  path: `${paths.parentHub}/*`,
                  lazy: async () => ({
                    Component: (await import('./routes/parent-hub')).ParentHubRoute,
                  }),
                },
                { path: paths.kidsProfile, element: <KidsProfileRoute /> },
                { path: paths.kidProfile(':kidId'), element: <KidProfileRoute /> },
                { path: paths.kidEdit(':kidId'), element: <KidEditRoute /> },
                {
                  path: paths.kidAchievements(':kidId'),
                  lazy: async () => ({
                    Component: (await import('./routes/kid-achievements')).KidAchievementsRoute,
                  }),
                },
                {
                  path: paths.kidHealth(':kidId'),
                  lazy: async () => ({
                    Component: (await import('./routes/kid-health')).KidHealthRoute,
                  }),
                },
                {
                  path: paths.kidCalendar(':kidId'),
                  lazy: async () => ({
                    Component: (await import('./routes/kid-calendar')).KidCalendarRoute,
                  }),
                },
                { path: paths.health, element: <HealthRoute /> },
                {
                  path: paths.achievements,
                  lazy: async () => ({
                    Component: (await import('./routes/achievements')).AchievementsRoute,
                  }),
                },
                {
                  path: paths.notifications,
                  lazy: async () => ({
                    Component: (await import('./routes/notifications')).NotificationsRoute,
                  }),
                },
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
            {
              // Social features need a verified e-mail (product.md, Accounts and sessions).
              element: <ProtectedRoute requireVerifiedEmail />,
              children: [
                {
                  path: paths.explore,
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

/** The browser router of the running app. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
