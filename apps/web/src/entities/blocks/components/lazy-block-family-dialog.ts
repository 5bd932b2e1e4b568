import { lazyPart } from '@/lib/lazy-part';

/**
 * The block confirmation (`BlockFamilyDialog`) as a part loaded on demand (decision 055): an
 * Explore card's Block and the Report dialog's block offer (issue 27) open it.
 */
export const LazyBlockFamilyDialog = lazyPart(() =>
  import('./block-family-dialog').then((module) => module.BlockFamilyDialog),
);
