import {
  GROWTH_MESSAGES,
  KID_MESSAGES,
  MAX_KIDS_PER_PARENT,
  ageInYears,
  todayIsoDate,
  type KidFields,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { FamilyMember } from '../../lib/request-context.js';
import { newRowSlot, type FileService } from '../files/file.service.js';
import type { KidRecord, KidView, KidRepository, KidValues } from './kid.repository.js';

const photoMessages = { type: KID_MESSAGES.imageType, unreadable: KID_MESSAGES.imageUnreadable };

/**
 * The age column as of today, from the date of birth: the sent `age` is accepted (spec §7.3
 * sends it) but not trusted, and every answer derives the age again (presentKid, issue 9).
 */
function storedAge(fields: Pick<KidFields, 'dob'>): number {
  return ageInYears(fields.dob, todayIsoDate());
}

/**
 * The gestational age at birth to store, in days (weeks × 7 + days; issue 26): undefined when
 * the form sent neither part (keep what is stored), null when both are empty (cleared).
 * @throws HttpError 400 VALIDATION_FAILED for days without weeks
 */
function gestationalAgeDays(fields: KidFields): number | null | undefined {
  const { gestationalWeeks: weeks, gestationalDays: days } = fields;
  if (weeks === undefined && days === undefined) return undefined;
  if (weeks == null) {
    if (days == null) return null;
    const message = GROWTH_MESSAGES.gestationDaysWithoutWeeks;
    throw new HttpError(400, 'VALIDATION_FAILED', message, [{ path: 'gestationalWeeks', message }]);
  }
  return weeks * 7 + (days ?? 0);
}

function toValues(fields: KidFields): KidValues {
  return {
    name: fields.name,
    age: storedAge(fields),
    gender: fields.gender,
    dob: fields.dob,
    address: fields.address,
    interests: fields.interests ?? [],
    skillLevel: fields.skillLevel ?? null,
    showInExplore: fields.showInExplore ?? false,
    area: fields.area ?? null,
    gestationalAgeDays: gestationalAgeDays(fields) ?? null,
  };
}

/**
 * Kid profiles (issue 3, spec §2.11–2.12, §5). Every operation is scoped by the session's
 * family (decision 056: any member sees and edits the family's kids): another family's kid is
 * not found (404).
 */
export function createKidService(deps: { repository: KidRepository; files: FileService }) {
  const { repository, files } = deps;

  function photoInput(
    member: FamilyMember,
    photo: UploadedFile,
    anyImage: boolean,
    kidId?: number,
  ) {
    return {
      ownerParentId: member.id,
      familyId: member.familyId,
      kidId: kidId ?? null,
      purpose: 'kid-photo' as const,
      kind: 'photo' as const,
      buffer: photo.buffer,
      originalName: photo.filename,
      messages: photoMessages,
      anyImage,
    };
  }

  /** @throws HttpError 404 when the kid is not the member's family's */
  async function getOwned(member: FamilyMember, kidId: number): Promise<KidView> {
    const kid = await repository.findOwned(member.familyId, kidId);
    if (!kid) throw notFound(NOT_FOUND_MESSAGES.kid);
    return kid;
  }

  return {
    list: (member: FamilyMember) => repository.listByFamily(member.familyId),

    get: getOwned,

    /**
     * Adds a kid; the photo, if any, is checked and re-encoded first, so a bad photo adds
     * nothing, and the kid and its photo are stored in one transaction.
     * @throws HttpError 409 TOO_MANY_KIDS, 415/400 for the photo
     */
    async create(
      member: FamilyMember,
      fields: KidFields,
      photo?: UploadedFile,
    ): Promise<KidRecord> {
      if ((await repository.countByFamily(member.familyId)) >= MAX_KIDS_PER_PARENT) {
        throw conflict('TOO_MANY_KIDS', KID_MESSAGES.tooMany);
      }
      const values = toValues(fields);
      if (!photo) return repository.insert(member, { ...values, photoFileId: null });
      return files.store(
        photoInput(member, photo, false),
        newRowSlot(async ({ kids }, file) => {
          const kid = await kids.insert(member, { ...values, photoFileId: file.id });
          await kids.attachFile(file.id, kid.id);
          return kid;
        }),
      );
    },

    /**
     * Updates a kid; a new photo replaces the old one in the same transaction (the old file is
     * deleted after it commits). Fields the edit form does not send (showInExplore, area,
     * skillLevel, the gestational age) stay as they were.
     * @throws HttpError 404, 415/400 for the photo
     */
    async update(
      member: FamilyMember,
      kidId: number,
      fields: KidFields,
      photo?: UploadedFile,
    ): Promise<KidRecord> {
      const values: Partial<KidValues> = {
        name: fields.name,
        age: storedAge(fields),
        gender: fields.gender,
        dob: fields.dob,
        address: fields.address,
        ...(fields.interests !== undefined ? { interests: fields.interests } : {}),
        ...(fields.skillLevel !== undefined ? { skillLevel: fields.skillLevel } : {}),
        ...(fields.showInExplore !== undefined ? { showInExplore: fields.showInExplore } : {}),
        ...(fields.area !== undefined ? { area: fields.area } : {}),
      };
      const gestation = gestationalAgeDays(fields);
      if (gestation !== undefined) values.gestationalAgeDays = gestation;
      if (!photo) {
        const updated = await repository.update(member.familyId, kidId, values);
        if (!updated) throw notFound(NOT_FOUND_MESSAGES.kid);
        return updated;
      }
      // Checked first, so another family's kid answers 404 before any upload work.
      await getOwned(member, kidId);
      return files.store(photoInput(member, photo, true, kidId), {
        async lock({ kids }) {
          const kid = await kids.lockOwned(member.familyId, kidId);
          if (!kid) throw notFound(NOT_FOUND_MESSAGES.kid);
          return kid.photoFileId;
        },
        async point({ kids }, file) {
          const updated = await kids.update(member.familyId, kidId, {
            ...values,
            photoFileId: file.id,
          });
          if (!updated) throw notFound(NOT_FOUND_MESSAGES.kid);
          return updated;
        },
      });
    },

    /**
     * Deletes a kid and everything of it: rows cascade in the database, and the stored bytes
     * of its files are removed here.
     * @throws HttpError 404
     */
    async remove(member: FamilyMember, kidId: number): Promise<void> {
      await getOwned(member, kidId);
      await files.removeObjectsOfKid(kidId);
      await repository.delete(member.familyId, kidId);
    },
  };
}

export type KidService = ReturnType<typeof createKidService>;
