import { publicFirstName, type Block } from '@nestling/shared';
import type { BlockView } from './block.repository.js';

/**
 * A block as its blocker sees it in "Blocked families": the blocked kid and the blocked
 * family's first guardian, each by the first name only (`publicFirstName`, as a stranger sees
 * them).
 */
export function presentBlock(view: BlockView): Block {
  return {
    id: view.id,
    kid:
      view.blockedKidId === null || view.kidName === null
        ? null
        : { id: view.blockedKidId, firstName: publicFirstName(view.kidName) },
    guardianFirstName: view.guardianName === null ? null : publicFirstName(view.guardianName),
    createdAt: view.createdAt.toISOString(),
  };
}
