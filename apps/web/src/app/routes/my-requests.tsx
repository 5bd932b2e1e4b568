import { MyRequestsScreen } from '@/features/friend-requests/components/my-requests-screen';

/** /my-requests (spec §2.19): sent and received requests. Verified parents only (router). */
export function MyRequestsRoute() {
  return <MyRequestsScreen />;
}
