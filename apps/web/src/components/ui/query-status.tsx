import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import { RetryLine } from './status-message';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface RetryMessageProps {
  /** What failed, as the screen says it (the spec's text, often with the server's reason). */
  children: ReactNode;
  /** Loads again (usually the failed query's `refetch`). */
  onRetry: () => void;
}

/**
 * A screen's load error with a way out: the error line (role="alert", read out at once) and a
 * "Try again" button beside it, wrapping under it on a phone. The one error-with-retry block of
 * the app's lists and pickers.
 */
export function RetryMessage({ children, onRetry }: RetryMessageProps) {
  const { t } = useTranslation(commonCatalogue);
  return (
    <RetryLine tryAgain={t('action.tryAgain')} onRetry={onRetry}>
      {children}
    </RetryLine>
  );
}

/**
 * A loading line: a spinner and what is loading ('Loading requests...'), role="status" so a
 * screen reader announces it politely. The one loading line of the app's lists and panels (a
 * whole page waiting uses FullPageStatus).
 */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 font-semibold text-brand-800">
      <Spinner className="size-5 text-brand-600" /> {children}
    </p>
  );
}

/** What QueryStatus reads of a query (TanStack Query's `useQuery` result fits). */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryState;
  /** The loading line's text while the query has no answer yet ('Loading requests...'). */
  loading: ReactNode;
  /** The error line when it failed (the spec's text), or a function of the error for one that quotes it. */
  failed: ReactNode | ((error: Error) => ReactNode);
}

/**
 * A query's state while it has no answer to show: the loading line while pending, the error
 * with "Try again" (the query's `refetch`) when it failed; nothing otherwise, so the caller
 * draws the data. `if (!query.isSuccess) return <QueryStatus … />` at the top of a list, or
 * inline before the list's own JSX.
 */
export function QueryStatus({ query, loading, failed }: QueryStatusProps) {
  if (query.isPending) return <LoadingStatus>{loading}</LoadingStatus>;
  if (query.isError) {
    return (
      <RetryMessage onRetry={() => void query.refetch()}>
        {typeof failed === 'function' ? failed(query.error ?? new Error()) : failed}
      </RetryMessage>
    );
  }
  return null;
}
