import { WifiOff } from 'lucide-react';
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
