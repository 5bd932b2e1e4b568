// drizzle-kit's configuration, read by `npm run db:generate` (scripts/db-generate.mjs), which
// runs drizzle-kit from its own install in tools/db/. It is a plain object — drizzle-kit's
// `defineConfig` only types it — so the server's type check needs no drizzle-kit.

/** Where the schema is and where the generated SQL migrations go, relative to apps/server. */
export default {
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
};
