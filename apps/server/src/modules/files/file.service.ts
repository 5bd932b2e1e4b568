import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FilePurpose } from '../../db/schema/index.js';
import type { ParentRecord } from '../auth/auth.repository.js';
import type { FileRecord, FileRepository } from './file.repository.js';
import { processUpload, type ProcessMessages, type UploadKind } from './image-processing.js';
import type { Storage } from './storage.js';

export interface StoreFileInput {
  ownerParentId: number;
  kidId?: number | null;
  purpose: FilePurpose;
  kind: UploadKind;
  buffer: Buffer;
  originalName?: string | undefined;
  messages: ProcessMessages;
  anyImage?: boolean;
}

/** Keeps only a harmless file name for Content-Disposition (letters, digits, . _ -). */
function safeName(name: string | undefined): string | null {
  if (!name) return null;
  const cleaned = name.replace(/[^\w.-]+/g, '_').slice(-100);
  return cleaned || null;
}

/**
 * One module for every upload (issue 3): checks and re-encodes through processUpload, stores
 * the bytes under a random key, records who owns them, and serves them only after an access
 * check.
 */
export function createFileService(deps: {
  repository: FileRepository;
  storage: Storage;
  logger: FastifyBaseLogger;
}) {
  const { repository, storage, logger } = deps;

  async function removeObjects(records: FileRecord[]): Promise<void> {
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
     * Validates, re-encodes and stores an upload.
     * @returns the stored file's row
     * @throws HttpError 415 / 400 from processUpload
     */
    async store(input: StoreFileInput): Promise<FileRecord> {
      const processed = await processUpload(input.buffer, input.kind, input.messages, {
        anyImage: input.anyImage,
      });
      const base = `${input.purpose}/${randomBytes(16).toString('hex')}`;
      const storageKey = `${base}.${processed.extension}`;
      const thumbnailKey = processed.thumbnail ? `${base}.thumb.${processed.extension}` : null;
      await storage.put(storageKey, processed.body, processed.contentType);
      if (processed.thumbnail && thumbnailKey)
        await storage.put(thumbnailKey, processed.thumbnail, processed.contentType);
      return repository.insert({
        ownerParentId: input.ownerParentId,
        kidId: input.kidId ?? null,
        purpose: input.purpose,
        storageKey,
        thumbnailKey,
        contentType: processed.contentType,
        byteSize: processed.body.length,
        originalName: safeName(input.originalName),
      });
    },

    /** Deletes files (rows and bytes) by id. */
    async remove(ids: number[]): Promise<void> {
      const records = (await Promise.all(ids.map((id) => repository.findById(id)))).filter(
        (record): record is FileRecord => Boolean(record),
      );
      await repository.deleteByIds(records.map((record) => record.id));
      await removeObjects(records);
    },

    /** Deletes the bytes of every file of a kid; the rows go with the kid (cascade). */
    async removeObjectsOfKid(kidId: number): Promise<void> {
      await removeObjects(await repository.listByKid(kidId));
    },

    /**
     * The file if `viewer` may read it (product.md: the owner; for a public kid's photo,
     * verified parents), else undefined — the caller answers 404 either way.
     */
    async findReadable(fileId: number, viewer: ParentRecord): Promise<FileRecord | undefined> {
      const record = await repository.findById(fileId);
      if (!record) return undefined;
      if (record.ownerParentId === viewer.id) return record;
      if (
        record.purpose === 'kid-photo' &&
        viewer.emailVerified &&
        (await repository.isPublicKidPhoto(record.id))
      ) {
        return record;
      }
      return undefined;
    },

    /** A stream of the file or of its thumbnail (falls back to the file when it has none). */
    open(record: FileRecord, variant: 'original' | 'thumb'): Promise<Readable> {
      const key =
        variant === 'thumb' && record.thumbnailKey ? record.thumbnailKey : record.storageKey;
      return storage.get(key);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
