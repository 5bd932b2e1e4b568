import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { ACCOUNT_EXPORT_FILES_FOLDER, ACCOUNT_EXPORT_JSON } from '@nestling/shared';
import type { FileRecord } from '../files/file.repository.js';

/** An uploaded file as the export's JSON lists it, with its place in the zip. */
export interface ExportedFile {
  id: number;
  purpose: FileRecord['purpose'];
  kidId: number | null;
  contentType: string;
  byteSize: number;
  originalName: string | null;
  createdAt: string;
  /** Its path in the zip; null when storage could not give its bytes (logged). */
  path: string | null;
}

/** The path of an uploaded file in the zip: `files/<id>-<purpose>.<extension as stored>`. */
export function exportPathOf(file: FileRecord): string {
  const extension = file.storageKey.split('.').pop() ?? 'bin';
  return `${ACCOUNT_EXPORT_FILES_FOLDER}/${file.id}-${file.purpose}.${extension}`;
}

/**
 * Streams the export zip (issue 14, decision 029): every uploaded file, one at a time as the
 * reader takes the bytes (one storage stream open at once, never a file in memory), then the
 * JSON document with the file list. Files are stored as they are (WebP and PDF are compressed
 * already); the JSON is deflated. A file storage cannot give is left out and its `path` is
 * null. When the reader goes away, the storage stream in progress is destroyed.
 * @param document the parent's records (everything but `files`), serialisable to JSON
 * @param files the parent's file rows
 * @param open a stream of a file's stored bytes (throws when storage has none)
 * @returns the zip's byte stream (an error in the middle destroys it: never a valid-looking
 *   truncated zip)
 */
export function streamExportZip(input: {
  document: Record<string, unknown>;
  files: FileRecord[];
  open: (file: FileRecord) => Promise<Readable>;
  logger: FastifyBaseLogger;
  now: Date;
}): Readable {
  const { document, files, open, logger, now } = input;
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  let closed = false;
  output.once('close', () => {
    closed = true;
    current?.destroy();
  });

  async function fill(): Promise<void> {
    const listed: ExportedFile[] = [];
    for (const file of files) {
      if (closed) return;
      const path = exportPathOf(file);
      let stream: Readable | undefined;
      try {
        stream = await open(file);
      } catch (error) {
        logger.warn({ err: error, fileId: file.id }, 'export: stored file unreadable, left out');
      }
      listed.push({
        id: file.id,
        purpose: file.purpose,
        kidId: file.kidId,
        contentType: file.contentType,
        byteSize: file.byteSize,
        originalName: file.originalName,
        createdAt: file.createdAt.toISOString(),
        path: stream ? path : null,
      });
      if (!stream) continue;
      current = stream;
      zip.addReadStream(stream, path, { compress: false, mtime: file.createdAt });
      // Resolves once the zip has read the whole file: the next one opens only then.
      await finished(stream);
      current = undefined;
    }
    if (closed) return;
    const json = JSON.stringify({ ...document, files: listed }, null, 2);
    zip.addBuffer(Buffer.from(json), ACCOUNT_EXPORT_JSON, { mtime: now });
    zip.end();
  }

  fill().catch((error: unknown) => {
    if (closed) return;
    logger.error({ err: error }, 'export: the zip failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
