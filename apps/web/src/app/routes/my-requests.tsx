import { MyRequestsScreen } from '@/features/friend-requests/components/my-requests-screen';
import { LocalizedScreen } from '../localized-screen';

/** /my-requests (spec §2.19): sent and received requests. Verified parents only (router); in the parent's language. */
export function MyRequestsRoute() {
  return (
    <LocalizedScreen>
      <MyRequestsScreen />
    </LocalizedScreen>
  );
}
