import { execFileSync } from 'node:child_process';
import {
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** A browser's side of a subscription: what it registers, and its private key to decrypt. */
export interface TestDevice {
  /** What `PushSubscription.toJSON()` gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** One push the service accepted (or refused), as the device would read it. */
export interface ReceivedPush {
  /** The endpoint's path, `/push/<device>`. */
  path: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims, after its signature was checked against the public key. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** What the service answered. */
  status: number;
  /**
   * When the request reached the service (its headers arrived), in ms since the epoch with
   * sub-millisecond precision (`performance.timeOrigin + performance.now()`): comparable with
   * the same clock in another process of the machine.
   */
  receivedAt: number;
}

/** An answer the test makes the service give next on a path: a status (and headers), or a hang. */
export type ScriptedAnswer = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * A VAPID key pair (RFC 8292) for a test's server: `VAPID_PUBLIC_KEY` is the uncompressed
 * P-256 point (65 bytes) and `VAPID_PRIVATE_KEY` the 32-byte scalar, both base64url — the
 * format web-push's `generateVAPIDKeys` gives, made here with node:crypto.
 */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/**
 * RFC 8291 §3.4's decryption of an aes128gcm (RFC 8188) body with the device's keys, through
 * node:crypto's ECDH, HKDF and AES-128-GCM — independent of web-push's own code, so a mistake
 * in the sender's encryption would show.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record’s delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a VAPID Authorization header (RFC 8292 §3: `vapid t=<JWT>, k=<key>`): the key is
 * `publicKey`, the ES256 signature verifies with it, `aud` is the endpoint's origin and `exp`
 * within 24 hours.
 * @throws Error saying what is wrong
 */
export function checkVapid(
  header: string | undefined,
  publicKey: string,
  origin: string,
): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid Authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('k is not the server’s public key');
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the JWT’s signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') {
    throw new Error('not ES256');
  }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('bad exp');
  return claims;
}

/**
 * A push service of the test's own on https://127.0.0.1 with a certificate made for the run:
 * it checks each request's VAPID JWT against `publicKey`, decrypts the body with the device's
 * keys and records what the device would read. `agent` trusts its certificate (what
 * NODE_EXTRA_CA_CERTS does for a whole process). `script(path, …answers)` makes it answer a
 * path with statuses or hangs before the default 201.
 */
export async function startPushService(publicKey: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestling-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  const devices = new Map<string, TestDevice>();
  const scripts = new Map<string, ScriptedAnswer[]>();
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer({ key: readFileSync(keyFile), cert }, (request, response) => {
    const receivedAt = performance.timeOrigin + performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const devicePath = request.url ?? '';
      const device = devices.get(devicePath);
      const answer = scripts.get(devicePath)?.shift() ?? { status: 201 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      if (!device) {
        response.writeHead(410).end();
        return;
      }
      const claims = checkVapid(request.headers.authorization, publicKey, origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      received.push({
        path: devicePath,
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        claims,
        payload: JSON.parse(decryptPush(device, Buffer.concat(chunks))),
        status: answer.status,
        receivedAt,
      });
      response.writeHead(answer.status, answer.headers ?? {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    /** The certificate's file, for NODE_EXTRA_CA_CERTS in a child process. */
    certFile,
    received,
    /** A new device (a browser's subscription) on this service. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const devicePath = `/push/${randomBytes(8).toString('hex')}`;
      const device: TestDevice = {
        subscription: {
          endpoint: `${origin}${devicePath}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        ecdh,
        auth,
      };
      devices.set(devicePath, device);
      return device;
    },
    /** What a device's path is answered next (then 201). */
    script(device: TestDevice, ...answers: ScriptedAnswer[]): void {
      scripts.set(new URL(device.subscription.endpoint).pathname, answers);
    },
    /** The pushes a device received (accepted or not), oldest first. */
    receivedBy(device: TestDevice): ReceivedPush[] {
      const devicePath = new URL(device.subscription.endpoint).pathname;
      return received.filter((push) => push.path === devicePath);
    },
    async close(): Promise<void> {
      for (const response of hanging) response.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
