import { isFileOwner, type FileReadPolicy } from '../files/file.service.js';
import type { KidRepository } from './kid.repository.js';

/**
 * Who may read a kid's photo (product.md "Uploaded files are private"): the parent who
 * uploaded it; and when the kid's card is public ("Show in Explore"), any verified parent.
 * (The social issue adds: not across a block.)
 */
export function kidPhotoReadPolicy(kids: Pick<KidRepository, 'isPublicPhoto'>): FileReadPolicy {
  return async (file, viewer) =>
    isFileOwner(file, viewer) || (viewer.emailVerified && (await kids.isPublicPhoto(file.id)));
}
