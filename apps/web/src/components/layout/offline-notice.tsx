import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { useLocalize } from '@/lib/i18n/localize-context';

/**
 * The offline texts in English, as the common catalogue writes them (`offline.*`,
 * `action.tryAgain`): the entry draws them, and carries no catalogue (issue 28), so they are said
 * in the app's language through LocalizeContext once the catalogue is here.
 */
const OFFLINE_TEXTS = {
  title: "You're offline",
  notice:
    "You're offline. Nestling shows what this screen has loaded; nothing new loads or saves until you are back online.",
  screen:
    'Nestling cannot reach its server right now. Nothing you saved is lost; try again when you are back online.',
  tryAgain: 'Try again',
} as const;

/** The notice's sentence (issue 9: an honest offline state), in English. */
export const OFFLINE_TEXT = OFFLINE_TEXTS.title;

/**
 * The installed app's honest offline state (decision 013): while the browser has no network,
 * a bar at the foot of every screen says so. The service worker opens the app's shell offline,
 * but every answer of the API is private and never cached, so nothing new loads and nothing
 * saves until the network is back; the bar goes away by itself then.
 */
export function OfflineNotice() {
  const online = useOnline();
  const localize = useLocalize();
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-ink-900 px-4 py-3 text-center text-sm font-semibold text-canvas shadow-card"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{localize(OFFLINE_TEXTS.notice)}</span>
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
  const localize = useLocalize();
  return (
    <div className="flex min-h-[60dvh] flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff aria-hidden="true" className="size-10 text-brand-700" />
      <h1 className="text-2xl font-extrabold text-ink-900">{localize(OFFLINE_TEXTS.title)}</h1>
      <p className="max-w-md text-ink-700">{localize(OFFLINE_TEXTS.screen)}</p>
      <Button onClick={onRetry}>{localize(OFFLINE_TEXTS.tryAgain)}</Button>
    </div>
  );
}
