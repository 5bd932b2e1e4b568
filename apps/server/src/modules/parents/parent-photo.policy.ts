import { ownerOnly, type FileReadPolicy } from '../files/file.service.js';

/**
 * Who may read a parent's photo: the parent. (The social issue lets friends see it; that rule
 * is written here, where the parent's data is owned.)
 */
export const parentPhotoReadPolicy: FileReadPolicy = ownerOnly;
