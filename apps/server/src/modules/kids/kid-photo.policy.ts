import { isFileOwner, type FileReadPolicy } from '../files/file.service.js';
import type { KidRepository } from './kid.repository.js';

/**
 * Who may read a kid's photo (product.md "Uploaded files are private"): the members of the
 * kid's family (decision 056); and when the kid's card is public ("Show in Explore"), any verified parent with
 * no block between their family and the kid's, whichever blocked (decisions 016, 058).
 * @param blocks `isBlockedBetween(a, b)` of the blocks module (two family ids)
 */
export function kidPhotoReadPolicy(
  kids: Pick<KidRepository, 'isPublicPhoto'>,
  blocks: { isBlockedBetween(a: number, b: number): Promise<boolean> },
): FileReadPolicy {
  return async (file, viewer) =>
    isFileOwner(file, viewer) ||
    (viewer.emailVerified &&
      (await kids.isPublicPhoto(file.id)) &&
      file.familyId !== null &&
      !(await blocks.isBlockedBetween(viewer.familyId, file.familyId)));
}
