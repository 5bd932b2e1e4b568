// Bundles the server into dist/server.js. npm dependencies stay external (installed by
// `npm ci`); the workspace package @nestling/shared, consumed as TypeScript source, is bundled.
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
console.log('server bundled to apps/server/dist/server.js');
