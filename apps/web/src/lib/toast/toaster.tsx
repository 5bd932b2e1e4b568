import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@nestling/shared';

/**
 * The toast container (top-right; 4 s blank and error, 2 s success, loading until dismissed; at
 * most 20 held is react-hot-toast's own limit, spec §4 and §9), in the theme's colours. Loaded
 * lazily by the app provider (`DeferredToaster`) with react-hot-toast, when the first toast is asked for.
 */
export default function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Infinity },
        className: '!rounded-2xl !text-sm !font-medium !shadow-card',
        // The theme's colours, so a toast reads right in light and dark mode.
        style: { background: 'var(--color-surface)', color: 'var(--color-ink-900)' },
      }}
    />
  );
}
