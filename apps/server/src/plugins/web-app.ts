import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseRecordId, SESSION_COOKIE } from '@nestling/shared';

/** The folder of the gazetteer's tiles in the build (web's place-tiles.ts, decision 064). */
const PLACE_TILES = 'places';

/** The build's route table (apps/web/first-load-hints.ts, `routePreloads`; decision 075). */
const ROUTE_PRELOADS = path.join('.vite', 'route-preloads.json');

/**
 * One route of the build's table: its pattern, its JS files (the entry's first), the API reads
 * every load starts with (the session check), and its screen's first API reads.
 */
interface RoutePreload {
  route: string;
  modules: string[];
  fetches: string[];
  data: string[];
}

/** A `Link` preload of an API read, in the app's fetch mode and credentials (api-client.ts). */
const fetchLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** A parameter's value that may go into a URL of a `Link` header: an id or a slug. */
const SAFE_PARAMETER = /^[\w-]{1,64}$/;

/**
 * The `Link` header values of index.html's answer for each route of the build's table
 * (decision 075), in this order: `preload` of the session check (index.html's own), and — for
 * a visitor with a session cookie, the only one whose screen asks for them — of the screen's
 * first API reads with the URL's parameters (`/api/kids/:kidId`), in the app's fetch mode and
 * credentials so that the app's own call takes the answer; then `modulepreload` of the route's
 * JS files, the entry's first. The browser starts them with the HTML rather than after the
 * entry has run and the router has asked for the route's code; a browser reads the header before
 * the HTML, so what comes first starts first. Returns `undefined` for a path of no route
 * (index.html goes out as it is).
 * @param routes the build's table (`dist/.vite/route-preloads.json`)
 */
export function routeLinkHeaders(
  routes: readonly RoutePreload[],
): (pathname: string, signedIn: boolean) => string | undefined {
  const compiled = routes.map((entry) => {
    const names: string[] = [];
    const source = entry.route.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const modules = entry.modules.map((file) => `<${file}>; rel=modulepreload`);
    const fetches = entry.fetches.map(fetchLink);
    return { ...entry, pattern: new RegExp(`^${source}/?$`), names, modules, fetches };
  });
  return (pathname, signedIn) => {
    for (const entry of compiled) {
      const match = entry.pattern.exec(pathname);
      if (!match) continue;
      const values = match.slice(1);
      if (values.some((value) => !SAFE_PARAMETER.test(value))) return undefined;
      // A screen reads its data only for a record id (`parseRecordId`: /dashboard/kids/abc/…
      // draws "Invalid Kid ID" and asks for nothing), so only then is the read preloaded — a
      // preload the screen never takes would be a wasted request, and a 400 in the console.
      const data =
        signedIn && values.every((value) => parseRecordId(value) !== undefined)
          ? entry.data.map((template) =>
              fetchLink(
                template.replace(
                  /:(\w+)/g,
                  (_, name: string) => values[entry.names.indexOf(name)] ?? '',
                ),
              ),
            )
          : [];
      const links = [...entry.fetches, ...data, ...entry.modules];
      return links.length > 0 ? links.join(', ') : undefined;
    }
    return undefined;
  };
}

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
  const table = path.join(distDir, ROUTE_PRELOADS);
  const linksFor = existsSync(table)
    ? routeLinkHeaders(JSON.parse(readFileSync(table, 'utf8')) as RoutePreload[])
    : () => undefined;
  /** A session cookie in a `Cookie` header (either name: `__Host-` on https). */
  const sessionCookie = new RegExp(`(^|;\\s*)(__Host-)?${SESSION_COOKIE}=`);
  const hasSession = (cookie: string | undefined) =>
    cookie !== undefined && sessionCookie.test(cookie);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    if (path.extname(url) && url.startsWith('/assets/')) return reply.callNotFound();
    const links = linksFor(url, hasSession(request.headers.cookie));
    if (links) reply.header('link', links);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
