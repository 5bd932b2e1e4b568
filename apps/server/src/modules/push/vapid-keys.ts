import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../config/env.js';

/** The VAPID identity pushes are signed with (RFC 8292): base64url keys and the subject. */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or https URL push services may contact. */
  subject: string;
}

/** The file of the embedded default's key pair, under DATA_DIR. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID identity of this deployment (issue 25): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set;
 * else, on the embedded default (no DATABASE_URL), a pair made once by `web-push` and kept in
 * DATA_DIR/vapid-keys.json (mode 0600), so `npm start` pushes with no set-up; else none (push
 * off: instances behind a load balancer must share one pair, which only the environment gives).
 * The subject is VAPID_SUBJECT, else APP_URL when https, else a mailto: of MAIL_FROM's address.
 * @returns the identity, or undefined when push is off
 */
export async function resolveVapidIdentity(
  env: Pick<
    Env,
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'APP_URL'
    | 'MAIL_FROM'
  >,
): Promise<VapidIdentity | undefined> {
  const subject =
    env.VAPID_SUBJECT ??
    (env.APP_URL.startsWith('https://')
      ? env.APP_URL
      : `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.DATABASE_URL) return undefined;
  const file = path.join(env.DATA_DIR, VAPID_KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as webpush.VapidKeys;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(env.DATA_DIR, { recursive: true });
  // 'wx': a second instance starting at once keeps the first one's pair.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stored = JSON.parse(await readFile(file, 'utf8')) as webpush.VapidKeys;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
