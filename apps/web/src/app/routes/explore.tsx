import { ExploreScreen } from '@/features/explore/components/explore-screen';
import { LocalizedScreen } from '../localized-screen';

/**
 * The screen's data, asked for by its route's loader as the page's code arrives (decision 051):
 * from this module, so the queries' modules stay in the page's file rather than in files of
 * their own shared with a separate route-data chunk (decision 063's file count).
 */
export { prefetch } from '../route-data/explore.data';

/** /dashboard/explore (spec §2.18): Explore Public Kids. Verified parents only (router); in the parent's language. */
export function ExploreRoute() {
  return (
    <LocalizedScreen>
      <ExploreScreen />
    </LocalizedScreen>
  );
}
