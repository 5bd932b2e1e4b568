import type { ReactNode } from 'react';
import { Button } from './button';
import { StatusMessage } from './status-message';

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
  return (
    <StatusMessage tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{children}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StatusMessage>
  );
}
