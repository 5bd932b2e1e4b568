import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { commonCatalogue } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { CallProvider } from '@/features/calls/components/call-provider';
import { RealtimeProvider } from '../realtime/realtime-provider';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { NavBar } from './nav-bar';

/**
 * The layout of every page with the navigation bar (spec §2.3): a skip link, the bar, the
 * verification banner for a parent whose e-mail is not verified, and the page; around them the
 * real-time connection and video calls (an incoming call rings on any page, issue 12). In the
 * app's language (issue 28): another language's common catalogue is downloaded first (the
 * providers started it with the session check), the shared fields' schema texts said in it too.
 */
export function AppLayout() {
  return (
    <RealtimeProvider>
      <CallProvider>
        <Suspense fallback={null}>
          <AppLayoutContent />
        </Suspense>
      </CallProvider>
    </RealtimeProvider>
  );
}

function AppLayoutContent() {
  const { parent } = useSession();
  const { t, localize } = useTranslation(commonCatalogue);
  return (
    <LocalizeContext value={localize}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-xl bg-surface px-4 py-2 font-semibold text-brand-800 shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('layout.skipLink')}
        </a>
        <NavBar />
        {parent && !parent.emailVerified && <VerifyEmailBanner email={parent.email} />}
        {/* At least a screen high: the footer starts below the fold, so a page growing as its
              data arrives never pushes a visible footer down (issue 29: layout shift). */}
        <main
          id="main"
          className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10"
        >
          <Outlet />
        </main>
        <footer className="border-t border-ink-900/10 px-4 py-6 text-center text-xs text-ink-600">
          {t('layout.footer')}
        </footer>
      </div>
    </LocalizeContext>
  );
}
