import { KID_MESSAGES, PARENT_PROFILE_MESSAGES, type ParentEditRequest } from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { badRequest } from '../../lib/http-errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { SessionParent, SessionParentProfile } from '../../lib/request-context.js';
import type { FileService } from '../files/file.service.js';
import type { ParentRepository } from './parent.repository.js';

/**
 * The parent's own profile (spec §2.10 profile card, §7.2): the fields of the card and the
 * photo. Every function acts on the session's parent only, and announces `parentChanged`
 * once the change is stored (the session cache forgets what it kept of the parent).
 */
export function createParentService(deps: {
  repository: ParentRepository;
  files: FileService;
  events: AppEvents;
}) {
  const { repository, files, events } = deps;
  return {
    /**
     * Changes name, date of birth and gender (given together), the language, or both: the
     * fields `fields` leaves out stay as they are (issue 28: the language can be saved alone).
     * @returns the updated parent (the given one when the row is gone)
     */
    async updateProfile(
      parent: SessionParent,
      fields: ParentEditRequest,
    ): Promise<SessionParentProfile> {
      const updated = await repository.updateProfile(parent.id, fields);
      events.emit('parentChanged', { parentId: parent.id });
      return updated ?? parent;
    },

    /**
     * Replaces the parent's photo: checked and re-encoded (EXIF and GPS dropped), then swapped
     * in one transaction; the old photo's row and bytes are deleted (issue 8: concurrent
     * replacements leave one photo).
     * @throws HttpError 400 PHOTO_REQUIRED without a file; 415 / 400 for a bad image
     */
    async replacePhoto(
      parent: SessionParent,
      photo: UploadedFile | undefined,
    ): Promise<SessionParentProfile> {
      if (!photo) throw badRequest('PHOTO_REQUIRED', PARENT_PROFILE_MESSAGES.noPhoto);
      const updated = await files.store(
        {
          ownerParentId: parent.id,
          purpose: 'parent-photo',
          kind: 'photo',
          buffer: photo.buffer,
          originalName: photo.filename,
          messages: { type: KID_MESSAGES.imageType, unreadable: KID_MESSAGES.imageUnreadable },
        },
        {
          lock: ({ parents }) => parents.lockPhoto(parent.id),
          point: async ({ parents }, file) =>
            (await parents.setPhotoFile(parent.id, file.id)) ?? parent,
        },
      );
      // After the transaction committed: a read racing it cannot keep the old photo.
      events.emit('parentChanged', { parentId: parent.id });
      return updated;
    },
  };
}

export type ParentService = ReturnType<typeof createParentService>;
