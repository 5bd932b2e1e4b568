import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Card, Logo } from '@/components/ui';
import { useLocalize } from '@/lib/i18n/localize-context';

/**
 * The error screen's texts in English, as the common catalogue writes them (`routeError.*`): the
 * screen is said through the app's LocalizeContext rather than by loading a catalogue, so it
 * shows even when the crash was a download that failed (issue 28).
 */
const ROUTE_ERROR_TEXTS = {
  title: 'Something went wrong',
  body: 'This page hit an unexpected problem. Your data is safe. Please reload, or go back to your dashboard.',
  home: 'Go to Nestling',
} as const;

/**
 * Shown when a screen crashes, instead of the router's bare 'Unexpected Application Error!'
 * (spec §8.2): a plain apology and a way back, in the app's language once its common catalogue
 * is here.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const localize = useLocalize();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-6 px-4"
    >
      <Logo size="lg" />
      <Card className="w-full text-center">
        <h1 className="text-2xl font-extrabold text-ink-900">
          {localize(ROUTE_ERROR_TEXTS.title)}
        </h1>
        <p className="mt-3 text-ink-700">{localize(ROUTE_ERROR_TEXTS.body)}</p>
        {detail && <p className="mt-2 text-sm text-ink-600">{detail}</p>}
        <a
          href="/"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-4 font-semibold text-on-fill hover:bg-brand-700"
        >
          {localize(ROUTE_ERROR_TEXTS.home)}
        </a>
      </Card>
    </main>
  );
}
