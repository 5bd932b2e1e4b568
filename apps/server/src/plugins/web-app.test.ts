import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { SESSION_COOKIE } from '@nestling/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/helpers/accounts.js';
import { pngImage } from '../../test/helpers/images.js';
import { addKid } from '../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { fakeWebDist } from '../../test/helpers/web-dist.js';

/** Text of a size worth compressing, like a built chunk. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const TILE = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => [i + 1, `Place ${i}`, 'ENG', 'GB', 53.8, -1.5]),
);
const INDEX = `<!doctype html><html lang="en"><head><title>Nestling</title></head><body>${'<p>shell</p>'.repeat(120)}</body></html>`;

/** Writes a file and, as the web build does (decision 012), its .br and .gz copies. */
async function writeWithCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await writeFile(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

/** Accept-Encoding headers of a browser, of a gzip-only client, and of none. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const GZIP_ONLY = { 'accept-encoding': 'gzip' };
const IDENTITY = { 'accept-encoding': 'identity' };

describe('compressed answers (decision 012)', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fakeWebDist({ index: INDEX, script: SCRIPT, write: writeWithCopies });
    // Below the build's 1 KiB threshold: no copies.
    await writeFile(path.join(distDir, 'registerSW.js'), 'navigator.serviceWorker;');
    // The gazetteer's tiles (decision 064): a gzip copy from 1 KiB on.
    await mkdir(path.join(distDir, 'places'));
    await writeFile(path.join(distDir, 'places', 'index.json'), JSON.stringify(['gcw']));
    await writeFile(path.join(distDir, 'places', 'gcw.json'), TILE);
    await writeFile(path.join(distDir, 'places', 'gcw.json.gz'), zlib.gzipSync(TILE));
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as its brotli copy to a browser, immutable, varying on Accept-Encoding', async () => {
    const answer = await t.client().get('/assets/index-3f2a1b.js', { headers: BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gzipped = await t.client().get('/assets/index-3f2a1b.js', { headers: GZIP_ONLY });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.client().get('/assets/index-3f2a1b.js', { headers: IDENTITY });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the SPA shell compressed for any client-side route, never cached without revalidation', async () => {
    const answer = await t.client().get('/dashboard/parent-hub', { headers: BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(INDEX);
  });

  it('serves the place tiles by one wildcard route, revalidated, gzip when accepted (decision 064)', async () => {
    const tile = await t.client().get('/places/gcw.json', { headers: BROWSER });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toContain('application/json');
    expect(tile.headers['content-encoding']).toBe('gzip');
    expect(tile.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(tile.rawPayload).toString()).toBe(TILE);
    const index = await t.client().get('/places/index.json', { headers: BROWSER });
    expect(index.json()).toEqual(['gcw']);
    // A cell with no places is a 404, not the SPA's shell.
    expect((await t.client().get('/places/zzz.json', { headers: BROWSER })).statusCode).toBe(404);
    // One route for the folder, not one per tile.
    expect(t.app.hasRoute({ method: 'GET', url: '/places/gcw.json' })).toBe(false);
  });

  it('sends a small file without a copy as it is', async () => {
    const answer = await t.client().get('/registerSW.js', { headers: BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('navigator.serviceWorker;');
  });

  it('compresses API answers from 1 KiB on, as the client accepts; smaller ones go as they are', async () => {
    const { client } = await signUp(t);
    for (const name of ['Ivy', 'Noah', 'Mila', 'Otto', 'Rosa']) await addKid(client, { name });
    const plain = await client.get('/api/kids', { headers: IDENTITY });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await client.get('/api/kids', { headers: BROWSER });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      plain.json(),
    );

    const gzipped = await client.get('/api/kids', { headers: GZIP_ONLY });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const small = await client.get('/api/auth/me', { headers: BROWSER });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('streams file downloads as stored, whatever the client accepts', async () => {
    const { client } = await signUp(t);
    const { photoUrl } = await addKid(client, { name: 'Ivy' }, await pngImage());
    if (!photoUrl) throw new Error('the kid has no photo');
    const plain = await client.get(photoUrl, { headers: IDENTITY });
    const offered = await client.get(photoUrl, { headers: BROWSER });
    expect(offered.statusCode).toBe(200);
    expect(offered.headers['content-type']).toBe('image/webp');
    expect(offered.headers['content-encoding']).toBeUndefined();
    expect(offered.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});

describe("a route's first load named with the HTML (decision 075)", () => {
  let t: TestApp;
  let distDir: string;
  const TABLE = [
    { route: '/login', modules: ['/assets/login-a1.js'], fetches: ['/api/auth/me'], data: [] },
    {
      route: '/dashboard/kids/:kidId/health',
      modules: ['/assets/shell-b2.js', '/assets/kid-health-c3.js'],
      fetches: ['/api/auth/me'],
      data: ['/api/kids/:kidId'],
    },
    {
      route: '/dashboard/kidsprofile',
      modules: ['/assets/shell-b2.js', '/assets/kids-profile-d4.js'],
      fetches: ['/api/auth/me'],
      data: ['/api/kids'],
    },
  ];
  beforeAll(async () => {
    distDir = await fakeWebDist({ index: INDEX });
    await mkdir(path.join(distDir, '.vite'));
    await writeFile(path.join(distDir, '.vite', 'route-preloads.json'), JSON.stringify(TABLE));
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const SESSION_CHECK = '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials';

  it("answers a route's URL with the shell and Link headers: the session check, then the route's JS files", async () => {
    const answer = await t.client().get('/login');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers.link).toBe(`${SESSION_CHECK}, </assets/login-a1.js>; rel=modulepreload`);
  });

  it("adds the screen's first API read, with the URL's parameter, for a visitor with a session", async () => {
    const signedOut = await t.client().get('/dashboard/kids/42/health');
    expect(signedOut.headers.link).toBe(
      `${SESSION_CHECK}, </assets/shell-b2.js>; rel=modulepreload, </assets/kid-health-c3.js>; rel=modulepreload`,
    );
    const signedIn = await t.client().get('/dashboard/kids/42/health', {
      headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` },
    });
    expect(signedIn.headers.link).toBe(
      `${SESSION_CHECK}, </api/kids/42>; rel=preload; as=fetch; crossorigin=use-credentials, ` +
        '</assets/shell-b2.js>; rel=modulepreload, </assets/kid-health-c3.js>; rel=modulepreload',
    );
  });

  it("adds a list's read with no parameter, the kids' on Kids Profile, only for a visitor with a session (issue 29)", async () => {
    const signedOut = await t.client().get('/dashboard/kidsprofile');
    expect(signedOut.headers.link).toBe(
      `${SESSION_CHECK}, </assets/shell-b2.js>; rel=modulepreload, </assets/kids-profile-d4.js>; rel=modulepreload`,
    );
    const signedIn = await t.client().get('/dashboard/kidsprofile', {
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(signedIn.headers.link).toBe(
      `${SESSION_CHECK}, </api/kids>; rel=preload; as=fetch; crossorigin=use-credentials, ` +
        '</assets/shell-b2.js>; rel=modulepreload, </assets/kids-profile-d4.js>; rel=modulepreload',
    );
  });

  it("preloads no read for a parameter that is no record id: the screen says 'Invalid Kid ID' and asks for nothing", async () => {
    const answer = await t.client().get('/dashboard/kids/abc/health', {
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(answer.headers.link).toBe(
      `${SESSION_CHECK}, </assets/shell-b2.js>; rel=modulepreload, </assets/kid-health-c3.js>; rel=modulepreload`,
    );
  });

  it('sends no Link header for a path of no route, nor a parameter that is not an id', async () => {
    const unknown = await t.client().get('/somewhere/else');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers.link).toBeUndefined();
    const odd = await t.client().get('/dashboard/kids/a%3E%2C%3C/health', {
      headers: { cookie: `${SESSION_COOKIE}=abc` },
    });
    expect(odd.headers.link).toBeUndefined();
  });

  it('does not serve the route table itself', async () => {
    const answer = await t.client().get('/.vite/route-preloads.json');
    expect(answer.body).not.toContain('kid-health-c3');
  });
});
