import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type StatusTone = 'success' | 'error' | 'info';

/** A form's status line: what its last submit came to (shown with StatusMessage). */
export interface FormStatus {
  tone: StatusTone;
  text: string;
}

const TONES: Record<StatusTone, string> = {
  success: 'bg-success-50 text-success-700 ring-success-200',
  error: 'bg-danger-50 text-danger-700 ring-danger-200',
  info: 'bg-info-50 text-info-700 ring-info-200',
};

/**
 * The tone of a spec status text: a text starting with a check mark or the envelope (✅, ✔,
 * 📧) is a success, anything else an error (spec §4 Add-kid form, §2.13).
 * @param text the status text as shown
 */
export function toneOfStatus(text: string): StatusTone {
  return /^(✅|✔|📧)/u.test(text.trim()) ? 'success' : 'error';
}

export interface StatusMessageProps {
  /** Explicit tone; omitted: derived from the text's first character with toneOfStatus. */
  tone?: StatusTone;
  children: ReactNode;
  className?: string;
}

/**
 * A status line of a screen (success, error or info). Errors are role="alert" so they are read
 * out at once; the others are role="status" (polite).
 */
export function StatusMessage({ tone, children, className }: StatusMessageProps) {
  const resolved = tone ?? (typeof children === 'string' ? toneOfStatus(children) : 'info');
  return (
    <div
      role={resolved === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium ring-1 ring-inset',
        TONES[resolved],
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface RetryLineProps {
  /** What failed, as the screen says it. */
  children: ReactNode;
  /** The button's label, in the screen's language ("Try again"). */
  tryAgain: string;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * An error line with a way out: the text (role="alert", read out at once) and a button beside it,
 * wrapping under it on a phone. What `RetryMessage` draws; used as is where the common
 * catalogue's `t` is not at hand (a part whose code could not load, decision 104).
 */
export function RetryLine({ children, tryAgain, onRetry }: RetryLineProps) {
  return (
    <StatusMessage tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{children}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {tryAgain}
      </Button>
    </StatusMessage>
  );
}
