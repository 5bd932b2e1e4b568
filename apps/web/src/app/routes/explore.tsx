import { ExploreScreen } from '@/features/explore/components/explore-screen';

/** /dashboard/explore (spec §2.18): Explore Public Kids. Verified parents only (router). */
export function ExploreRoute() {
  return <ExploreScreen />;
}
