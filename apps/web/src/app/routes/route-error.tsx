import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Card, Logo } from '@/components/ui';

/**
 * Shown when a screen crashes, instead of the router's bare 'Unexpected Application Error!'
 * (spec §8.2): a plain apology and a way back.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4"
    >
      <Logo size="lg" />
      <Card className="w-full text-center">
        <h1 className="text-2xl font-extrabold text-ink-900">Something went wrong</h1>
        <p className="mt-3 text-ink-700">
          This page hit an unexpected problem. Your data is safe. Please reload, or go back to your
          dashboard.
        </p>
        {detail && <p className="mt-2 text-sm text-ink-600">{detail}</p>}
        <a
          href="/"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-4 font-semibold text-on-fill hover:bg-brand-700"
        >
          Go to Nestling
        </a>
      </Card>
    </main>
  );
}
