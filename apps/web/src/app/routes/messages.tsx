import { useCalls } from '@/features/calls/components/call-provider';
import { MessagesScreen } from '@/features/messages/components/messages-screen';

/**
 * /dashboard/messages (spec §2.20), `?chatWith=` opening a friend: the messages feature's
 * screen, its Call button wired to the calls feature (features do not import each other).
 */
export function MessagesRoute() {
  const { startCall } = useCalls();
  return <MessagesScreen onCall={(friend) => startCall({ id: friend.id, name: friend.name })} />;
}
