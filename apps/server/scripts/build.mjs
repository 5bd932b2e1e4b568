// Bundles the server into dist/server.js and its command line (issue 27's `admin`, decision
// 060) into dist/admin.js, so a production install without dev dependencies (no tsx) runs
// `node apps/server/dist/admin.js moderator grant <email>`. npm dependencies stay external
// (installed by `npm ci`); the workspace package @nestling/shared, consumed as TypeScript
// source, is bundled. `node scripts/build.mjs [outdir]` writes elsewhere than dist/ (the
// built command line's test); the outdir must lie inside apps/server, whose drizzle/ folder the
// bundles find by walking up from themselves.
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist';
await mkdir(outdir, { recursive: true });
await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nestling/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Worker threads are started from their own file, found beside the bundle at run time
// (`new URL('./<name>', import.meta.url)`); they are plain JavaScript, copied as they are.
await copyFile(
  'src/modules/files/pdf-inspection.worker.mjs',
  path.join(outdir, 'pdf-inspection.worker.mjs'),
);
console.log(`server bundled to apps/server/${outdir}/server.js, its command line to admin.js`);
