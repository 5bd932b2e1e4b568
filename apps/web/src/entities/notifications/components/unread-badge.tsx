import { useDeferredValue } from 'react';
import { commonCatalogue } from '@nestling/shared';
import { CountBadge } from '@/components/ui/count-badge';
import { useFirstScreenShown } from '@/hooks/use-first-screen-shown';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotificationSummary } from '../api/get-notification-summary';

/**
 * The unread count on the navigation bar's Notifications link (issue 11; spec §7.6, §9: the
 * summary polled every 30 s). Nothing while there is none unread or the summary failed (its
 * failures are silent, §8.2); past 99 it says "99+". Screen readers hear "N unread" (the common
 * catalogue's `nav.unread`, an ICU plural: "N sin leer" in Spanish). The Notifications Center
 * asks for the same summary on its own first load.
 *
 * The count follows the summary in a deferred render (issue 29): the answer comes through
 * TanStack Query's store, whose updates React renders synchronously, and the bar draws two
 * badges (the menu button's and the link's) with the plural's first use — 50–60 ms in one task
 * at 4× CPU after the first screen's paint (`bench:cpu`). Deferred, that render is a transition
 * that yields to the browser between the badges.
 */
export function UnreadBadge() {
  // Asked for once the first screen has painted (issue 29): the badge is not what a screen's
  // first paint is about, and its request would share the phone's link with the screen's own.
  const summary = useNotificationSummary(useFirstScreenShown());
  const unread = useDeferredValue(summary.data?.unread ?? 0);
  const { t } = useTranslation(commonCatalogue);
  if (unread === 0) return null;
  return (
    <CountBadge className="ml-1.5">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{`, ${t('nav.unread', { count: unread })}`}</span>
    </CountBadge>
  );
}
