import { isFileOwner, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a parent's photo: the parent, and their friends — the guardians of a family
 * befriended with theirs, when they are a guardian too (spec §2.20 shows friends' photos in
 * Messages; decision 058; a block ends a friendship, so a blocked family never qualifies).
 * @param friends `areFriends(a, b)` of the friends module
 */
export function parentPhotoReadPolicy(friends: {
  areFriends(a: number, b: number): Promise<boolean>;
}): FileReadPolicy {
  return async (file, viewer) =>
    isFileOwner(file, viewer) || (await friends.areFriends(viewer.id, file.ownerParentId));
}
