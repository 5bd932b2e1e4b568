import { Outlet } from 'react-router';
import { Logo } from '@/components/ui';

/**
 * The layout of the account screens (login, register, verify-email, forgot-password,
 * new-password): no navigation bar (spec §2.3), the Nestling wordmark over a centred card.
 */
export function AuthLayout() {
  return (
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
          <p className="text-sm font-medium text-ink-600">Growing up, together.</p>
        </div>
        <Outlet />
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-ink-600">
        Nestling keeps your family&apos;s data private by default.
      </footer>
    </div>
  );
}
