import { NotificationsCenter } from '@/features/notifications/components/notifications-center';
import { LocalizedScreen } from '../localized-screen';

/**
 * The screen's data, asked for by its route's loader as the page's code arrives (decision 051):
 * from this module, so the queries' modules stay in the page's file rather than in files of
 * their own shared with a separate route-data chunk (decision 063's file count).
 */
export { prefetch } from '../route-data/notifications.data';

/** /dashboard/notifications (spec §2.16): the Notifications Center, in the parent's language. */
export function NotificationsRoute() {
  return (
    <LocalizedScreen>
      <NotificationsCenter />
    </LocalizedScreen>
  );
}
