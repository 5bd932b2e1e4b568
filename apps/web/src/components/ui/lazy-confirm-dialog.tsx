import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import type { ConfirmDialogProps } from './confirm-dialog';

const Confirm = lazyPart(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

/**
 * The app's ConfirmDialog (what `@/components/ui` exports under that name): the same dialog and
 * props as `./confirm-dialog`, whose code loads when it is first opened (decision 055) — a
 * confirmation is never on a screen's first paint. Once opened it stays mounted, so closing it
 * returns focus to the opener as before.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Confirm.Component {...props} />
    </Suspense>
  );
}
