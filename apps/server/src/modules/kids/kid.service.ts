import { KID_MESSAGES, MAX_KIDS_PER_PARENT, type KidFields } from '@nestling/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { FileService } from '../files/file.service.js';
import type { KidRecord, KidRepository, KidValues } from './kid.repository.js';

export interface PhotoUpload {
  buffer: Buffer;
  filename: string;
}

const photoMessages = { type: KID_MESSAGES.imageType, unreadable: KID_MESSAGES.imageUnreadable };

function toValues(fields: KidFields): KidValues {
  return {
    name: fields.name,
    age: fields.age,
    gender: fields.gender,
    dob: fields.dob,
    address: fields.address,
    interests: fields.interests ?? [],
    skillLevel: fields.skillLevel ?? null,
    showInExplore: fields.showInExplore ?? false,
    area: fields.area ?? null,
  };
}

/**
 * Kid profiles (issue 3, spec §2.11–2.12, §5). Every operation is scoped by the session's
 * parent: another family's kid is not found (404).
 */
export function createKidService(deps: { repository: KidRepository; files: FileService }) {
  const { repository, files } = deps;

  async function storePhoto(parentId: number, photo: PhotoUpload, anyImage: boolean) {
    return files.store({
      ownerParentId: parentId,
      purpose: 'kid-photo',
      kind: 'photo',
      buffer: photo.buffer,
      originalName: photo.filename,
      messages: photoMessages,
      anyImage,
    });
  }

  return {
    list: (parentId: number) => repository.listByParent(parentId),

    /** @throws HttpError 404 when the kid is not this parent's */
    async get(parentId: number, kidId: number): Promise<KidRecord> {
      const kid = await repository.findOwned(parentId, kidId);
      if (!kid) throw notFound('Kid not found.');
      return kid;
    },

    /**
     * Adds a kid; the photo, if any, is checked and re-encoded first, so a bad photo adds
     * nothing.
     * @throws HttpError 409 TOO_MANY_KIDS, 415/400 for the photo
     */
    async create(parentId: number, fields: KidFields, photo?: PhotoUpload): Promise<KidRecord> {
      if ((await repository.countByParent(parentId)) >= MAX_KIDS_PER_PARENT) {
        throw conflict('TOO_MANY_KIDS', KID_MESSAGES.tooMany);
      }
      const file = photo ? await storePhoto(parentId, photo, false) : undefined;
      const kid = await repository.insert(parentId, {
        ...toValues(fields),
        photoFileId: file?.id ?? null,
      });
      if (file) await repository.attachFile(file.id, kid.id);
      return kid;
    },

    /**
     * Updates a kid; a new photo replaces (and deletes) the old one. Fields the edit form does
     * not send (showInExplore, area, skillLevel) stay as they were.
     * @throws HttpError 404, 415/400 for the photo
     */
    async update(
      parentId: number,
      kidId: number,
      fields: KidFields,
      photo?: PhotoUpload,
    ): Promise<KidRecord> {
      const existing = await repository.findOwned(parentId, kidId);
      if (!existing) throw notFound('Kid not found.');
      const file = photo ? await storePhoto(parentId, photo, true) : undefined;
      if (file) await repository.attachFile(file.id, kidId);
      const values: Partial<KidValues> = {
        name: fields.name,
        age: fields.age,
        gender: fields.gender,
        dob: fields.dob,
        address: fields.address,
        ...(fields.interests !== undefined ? { interests: fields.interests } : {}),
        ...(fields.skillLevel !== undefined ? { skillLevel: fields.skillLevel } : {}),
        ...(fields.showInExplore !== undefined ? { showInExplore: fields.showInExplore } : {}),
        ...(fields.area !== undefined ? { area: fields.area } : {}),
        ...(file ? { photoFileId: file.id } : {}),
      };
      const updated = await repository.update(parentId, kidId, values);
      if (!updated) throw notFound('Kid not found.');
      if (file && existing.photoFileId) await files.remove([existing.photoFileId]);
      return updated;
    },

    /**
     * Deletes a kid and everything of it: rows cascade in the database, and the stored bytes
     * of its files are removed here.
     * @throws HttpError 404
     */
    async remove(parentId: number, kidId: number): Promise<void> {
      const existing = await repository.findOwned(parentId, kidId);
      if (!existing) throw notFound('Kid not found.');
      await files.removeObjectsOfKid(kidId);
      await repository.delete(parentId, kidId);
    },
  };
}

export type KidService = ReturnType<typeof createKidService>;
