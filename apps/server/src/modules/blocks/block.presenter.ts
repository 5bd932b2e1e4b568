import { publicFirstName, type Block } from '@nestling/shared';
import type { BlockView } from './block.repository.js';

/** A block as its blocker sees it in "Blocked families": the blocked kid by its first name. */
export function presentBlock(view: BlockView): Block {
  return {
    id: view.id,
    kid:
      view.blockedKidId === null || view.kidName === null
        ? null
        : { id: view.blockedKidId, firstName: publicFirstName(view.kidName) },
    createdAt: view.createdAt.toISOString(),
  };
}
