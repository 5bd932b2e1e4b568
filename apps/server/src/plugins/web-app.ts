import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The folder of the gazetteer's tiles in the build (web's place-tiles.ts, decision 064). */
const PLACE_TILES = 'places';

/**
 * Serves the built SPA (apps/web/dist): its files, and index.html for any other GET that is
 * not under /api or /socket.io, so client-side routes load on a refresh. Hashed assets
 * (dist/assets/) are cached for a year, immutable; everything else — index.html, the service
 * worker, the manifest — is revalidated on every use (`no-cache`).
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of 1 KiB or
 * more (decision 012); @fastify/static's `preCompressed` sends the copy the request's
 * `Accept-Encoding` prefers (brotli first) with `Content-Encoding`, else the file itself, and
 * always `Vary: Accept-Encoding`. No compression work per request.
 *
 * The gazetteer's tiles (`places/`, thousands of small JSON files for "Use my location",
 * decision 064) are served by one wildcard route instead of a route per file.
 */
export const webAppPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The gazetteer's tiles (below): thousands of files, not a route each.
    globIgnore: [`${PLACE_TILES}/**`],
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const tiles = path.join(distDir, PLACE_TILES);
  if (existsSync(tiles)) {
    // "Use my location"'s static tiles of public places (decision 064): one wildcard route.
    await app.register(fastifyStatic, {
      root: tiles,
      prefix: `/${PLACE_TILES}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res) => res.header('cache-control', 'no-cache'),
    });
  }
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    if (path.extname(url) && url.startsWith('/assets/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
