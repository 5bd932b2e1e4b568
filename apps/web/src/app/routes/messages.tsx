import { useCalls } from '@/features/calls/components/call-provider';
import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { LocalizedScreen } from '../localized-screen';

/**
 * The screen's data, asked for by its route's loader as the page's code arrives (decision 051):
 * from this module, so the queries' modules stay in the page's file rather than in files of
 * their own shared with a separate route-data chunk (decision 063's file count).
 */
export { prefetch } from '../route-data/messages.data';

/**
 * /dashboard/messages (spec §2.20), `?chatWith=` opening a friend: the messages feature's
 * screen, its Call button wired to the calls feature (features do not import each other); in
 * the parent's language.
 */
export function MessagesRoute() {
  const { startCall } = useCalls();
  return (
    <LocalizedScreen>
      <MessagesScreen onCall={(friend) => startCall({ id: friend.id, name: friend.name })} />
    </LocalizedScreen>
  );
}
