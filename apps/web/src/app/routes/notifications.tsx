import { NotificationsCenter } from '@/features/notifications/components/notifications-center';

/** /dashboard/notifications (spec §2.16): the Notifications Center. */
export function NotificationsRoute() {
  return <NotificationsCenter />;
}
