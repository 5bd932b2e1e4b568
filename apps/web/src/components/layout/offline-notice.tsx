import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';

/** The notice's sentence (issue 9: an honest offline state). */
export const OFFLINE_TEXT = "You're offline";

/**
 * The installed app's honest offline state (decision 013): while the browser has no network,
 * a bar at the foot of every screen says so. The service worker opens the app's shell offline,
 * but every answer of the API is private and never cached, so nothing new loads and nothing
 * saves until the network is back; the bar goes away by itself then.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-ink-900 px-4 py-3 text-center text-sm font-semibold text-canvas shadow-card"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {OFFLINE_TEXT}. Nestling shows what this screen has loaded; nothing new loads or saves until
        you are back online.
      </span>
    </p>
  );
}

/**
 * The whole screen when the app opened but its server cannot be reached (issue 29: the service
 * worker opened the shell from its cache, and the session check found no network or no server):
 * the offline sentence and "Try again", instead of the sign-in screen or a browser error page.
 * @param onRetry asks the server again
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-[60dvh] flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff aria-hidden="true" className="size-10 text-brand-700" />
      <h1 className="text-2xl font-extrabold text-ink-900">{OFFLINE_TEXT}</h1>
      <p className="max-w-md text-ink-700">
        Nestling cannot reach its server right now. Nothing you saved is lost; try again when you
        are back online.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
