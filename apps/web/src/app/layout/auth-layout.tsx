import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { accountCatalogue } from '@nestling/shared';
import { Logo } from '@/components/ui';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The layout of the account screens (login, register, verify-email, forgot-password,
 * new-password): no navigation bar (spec §2.3), the Nestling wordmark over a centred card. In
 * the app's language: another language's account catalogue is downloaded first (issue 28), the
 * screen drawn once it is here; the fields' schema texts said in it too (LocalizeContext), and
 * `<html lang>` is it.
 */
export function AuthLayout() {
  const { parent } = useSession();
  return (
    <LocaleProvider savedLocale={parent?.locale} documentLanguage>
      <Suspense fallback={null}>
        <AuthLayoutContent />
      </Suspense>
    </LocaleProvider>
  );
}

function AuthLayoutContent() {
  const { t, localize } = useTranslation(accountCatalogue);
  return (
    <LocalizeContext value={localize}>
      <div className="relative flex min-h-dvh flex-col overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-brand-100/70 via-accent-50/60 to-transparent"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent-200/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-40 -left-32 -z-10 size-72 rounded-full bg-brand-200/40 blur-3xl"
        />
        <main
          id="main"
          className="mx-auto flex w-full max-w-md flex-1 flex-col items-center px-4 py-10 sm:py-16"
        >
          <div className="mb-8 flex flex-col items-center gap-2 text-center">
            <Logo size="lg" />
            <p className="text-sm font-medium text-ink-600">{t('layout.tagline')}</p>
          </div>
          <Outlet />
        </main>
        <footer className="px-4 pb-6 text-center text-xs text-ink-600">
          {t('layout.privateByDefault')}
        </footer>
      </div>
    </LocalizeContext>
  );
}
