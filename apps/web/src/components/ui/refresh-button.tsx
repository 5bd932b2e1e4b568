import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export interface RefreshButtonProps {
  /** Asks for the list again (e.g. a query's `refetch`). */
  onRefresh: () => void;
  /** Whether the list is being asked for: the button is disabled and its icon turns. */
  isFetching: boolean;
  /** The button's text, e.g. "Refresh". */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The one "Refresh" of a list a parent may want to see anew (requests, notifications,
 * friends): disabled while the list is being asked for, its icon turning meanwhile.
 */
export function RefreshButton({
  onRefresh,
  isFetching,
  children,
  variant = 'secondary',
  size,
}: RefreshButtonProps) {
  return (
    <Button variant={variant} size={size} onClick={onRefresh} disabled={isFetching}>
      <RefreshCw aria-hidden="true" className={cn('size-4', isFetching && 'animate-spin')} />
      {children}
    </Button>
  );
}
