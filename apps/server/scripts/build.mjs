// Bundles the server into dist/server.js. npm dependencies stay external (installed by
// `npm ci`); the workspace package @nestling/shared, consumed as TypeScript source, is bundled.
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
await copyFile('src/modules/files/pdf-inspection.worker.mjs', 'dist/pdf-inspection.worker.mjs');
console.log('server bundled to apps/server/dist/server.js');
