import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FilePurpose } from '../../db/schema/index.js';
import type { SessionParent } from '../../lib/request-context.js';
import type { Repositories, RunInTransaction } from '../repositories.js';
import type { FileRecord, FileRepository } from './file.repository.js';
import {
  processUpload,
  THUMBNAIL_CONTENT_TYPE,
  THUMBNAIL_EXTENSION,
  type ProcessMessages,
  type UploadKind,
} from './image-processing.js';
import type { Storage } from './storage.js';

export interface StoreFileInput {
  /** Who uploads it. */
  ownerParentId: number;
  /** The family that owns it: set for a kid's file (its photo, certificate, health document). */
  familyId?: number | null;
  kidId?: number | null;
  purpose: FilePurpose;
  kind: UploadKind;
  buffer: Buffer;
  originalName?: string | undefined;
  messages: ProcessMessages;
  anyImage?: boolean;
}

/**
 * Whether `viewer` may read `file`. Each module that owns a file purpose writes its policy
 * (kid photos in kids, health documents in health-logs, parent photos in parents), so the
 * files module never imports the rules of friends or blocks (decision 008).
 */
export type FileReadPolicy = (file: FileRecord, viewer: SessionParent) => Promise<boolean>;

/** One read policy per file purpose: a purpose without one cannot compile. */
export type FileReadPolicies = Record<FilePurpose, FileReadPolicy>;

/**
 * Whether `viewer` owns `file`, the rule every read policy starts from: a kid's file is its
 * family's, so any member of that family (decision 056); a parent's own photo is the parent's.
 */
export function isFileOwner(file: FileRecord, viewer: SessionParent): boolean {
  return file.familyId === null
    ? file.ownerParentId === viewer.id
    : file.familyId === viewer.familyId;
}

/** The policy of private files (product.md: health data is the owning family's alone). */
export const ownerOnly: FileReadPolicy = async (file, viewer) => isFileOwner(file, viewer);

/**
 * The row that points at a stored file (a parent's photo, a kid's photo, a health log's
 * document), as the module that owns it handles it inside the storing transaction, through
 * the transaction's repositories.
 */
export interface FileSlot<Result> {
  /**
   * Locks the pointing row (SELECT … FOR NO KEY UPDATE), so concurrent replacements take
   * turns, and answers the id of the file it points at now; null when none (or the row does
   * not exist yet). Throw to abort, e.g. 404 for another family's row.
   */
  lock(repos: Repositories): Promise<number | null>;
  /** Points the row at `file` (or inserts it) and answers what the caller returns. */
  point(repos: Repositories, file: FileRecord): Promise<Result>;
}

/** A slot for a row that does not exist yet: nothing to lock, nothing replaced. */
export function newRowSlot<Result>(
  insert: (repos: Repositories, file: FileRecord) => Promise<Result>,
): FileSlot<Result> {
  return { lock: async () => null, point: insert };
}

/** Keeps only a harmless file name for Content-Disposition (letters, digits, . _ -). */
function safeName(name: string | undefined): string | null {
  if (!name) return null;
  const cleaned = name.replace(/[^\w.-]+/g, '_').slice(-100);
  return cleaned || null;
}

type StoredObjects = Pick<FileRecord, 'storageKey' | 'thumbnailKey'>;

/**
 * One module for every upload (issue 3): checks and re-encodes through processUpload, stores
 * the bytes under a random key, records who owns them, and serves them only after the read
 * policy of the file's purpose allows it.
 */
export function createFileService(deps: {
  repository: FileRepository;
  transaction: RunInTransaction;
  storage: Storage;
  readPolicies: FileReadPolicies;
  logger: FastifyBaseLogger;
}) {
  const { repository, transaction, storage, readPolicies, logger } = deps;

  async function removeObjects(records: StoredObjects[]): Promise<void> {
    for (const record of records) {
      for (const key of [record.storageKey, record.thumbnailKey]) {
        if (!key) continue;
        // A leftover object is harmless and unreachable (no row points at it); log, go on.
        await storage
          .delete(key)
          .catch((error: unknown) => logger.warn({ err: error, key }, 'storage delete failed'));
      }
    }
  }

  return {
    /**
     * Validates, re-encodes and stores an upload into `slot`, replacing the file the slot
     * held. The new row, the slot's pointer and the old row's deletion commit in one
     * transaction; the old bytes are deleted after the commit, the new ones when it fails. So
     * however many replacements race, one file row and one set of objects remain (issue 8).
     * @returns what `slot.point` answers
     * @throws HttpError 415 / 400 from processUpload (nothing stored); whatever the slot throws
     */
    async store<Result>(input: StoreFileInput, slot: FileSlot<Result>): Promise<Result> {
      const processed = await processUpload(input.buffer, input.kind, input.messages, {
        anyImage: input.anyImage,
        owner: input.ownerParentId,
      });
      const base = `${input.purpose}/${randomBytes(16).toString('hex')}`;
      const objects: StoredObjects = {
        storageKey: `${base}.${processed.extension}`,
        thumbnailKey: processed.thumbnail ? `${base}.thumb.${THUMBNAIL_EXTENSION}` : null,
      };
      let replaced: FileRecord[] = [];
      let result: Result;
      try {
        await storage.put(objects.storageKey, processed.body, processed.contentType);
        if (processed.thumbnail && objects.thumbnailKey)
          await storage.put(objects.thumbnailKey, processed.thumbnail, THUMBNAIL_CONTENT_TYPE);
        result = await transaction(async (repos) => {
          const previousId = await slot.lock(repos);
          const { files } = repos;
          const file = await files.insert({
            ...objects,
            ownerParentId: input.ownerParentId,
            familyId: input.familyId ?? null,
            kidId: input.kidId ?? null,
            purpose: input.purpose,
            contentType: processed.contentType,
            byteSize: processed.body.length,
            originalName: safeName(input.originalName),
          });
          const answer = await slot.point(repos, file);
          replaced = previousId === null ? [] : await files.deleteByIds([previousId]);
          return answer;
        });
      } catch (error) {
        await removeObjects([objects]);
        throw error;
      }
      await removeObjects(replaced);
      return result;
    },

    /** Deletes files (rows, then bytes) by id. */
    async remove(ids: number[]): Promise<void> {
      await removeObjects(await repository.deleteByIds(ids));
    },

    /**
     * Deletes the stored bytes (file and thumbnail) of rows already deleted, e.g. by an
     * account deletion's cascade; a failure is logged, never thrown.
     */
    removeStoredObjects: (records: StoredObjects[]) => removeObjects(records),

    /** Deletes the bytes of every file of a kid; the rows go with the kid (cascade). */
    async removeObjectsOfKid(kidId: number): Promise<void> {
      await removeObjects(await repository.listByKid(kidId));
    },

    /**
     * The file if the read policy of its purpose lets `viewer` read it, else undefined — the
     * caller answers 404 either way (product.md: uploaded files are private).
     */
    async findReadable(fileId: number, viewer: SessionParent): Promise<FileRecord | undefined> {
      const record = await repository.findById(fileId);
      if (!record) return undefined;
      return (await readPolicies[record.purpose](record, viewer)) ? record : undefined;
    },

    /**
     * A stream of the file or of its thumbnail (falls back to the file when it has none), and
     * the content type of what it streams (thumbnails are WebP).
     */
    async open(
      record: FileRecord,
      variant: 'original' | 'thumb',
    ): Promise<{ stream: Readable; contentType: string }> {
      if (variant === 'thumb' && record.thumbnailKey) {
        return {
          stream: await storage.get(record.thumbnailKey),
          contentType: THUMBNAIL_CONTENT_TYPE,
        };
      }
      return { stream: await storage.get(record.storageKey), contentType: record.contentType };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
