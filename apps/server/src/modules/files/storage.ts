import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where uploaded bytes live. Keys are server-generated (`<purpose>/<random>.<ext>`), never
 * derived from a user's file name.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the object; throws when it does not exist. */
  get(key: string): Promise<Readable>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/**
 * Local-disk storage under `root` (default `DATA_DIR/uploads`).
 */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { mode: 0o600 });
    },
    async get(key) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) through @aws-sdk/client-s3.
 * Objects are written private; the API streams them after its own access check.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!answer.Body) throw new Error('Empty object');
      return answer.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}

/**
 * The storage the environment names: the S3 bucket when `S3_BUCKET` is set, else the local
 * disk under `DATA_DIR/uploads` (README, Configuration).
 */
export function storageFromEnv(env: {
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}): Storage {
  if (!env.S3_BUCKET) return createDiskStorage(path.join(env.DATA_DIR, 'uploads'));
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
