/**
 * zod, configured for the web app's Content-Security-Policy: what `zod` resolves to in the web
 * app's bundles and tests (the `zod` alias of vite.config.ts and vitest.config.ts), so every
 * importer — the web app's modules and `@nestling/shared`'s schemas alike — gets zod only after
 * this module has run zod's documented `config({ jitless: true })` (decision 046).
 *
 * Why: zod 4 probes the Function constructor when an object schema is made (its eval fast
 * path); the CSP (`script-src 'self'`, no 'unsafe-eval') refuses it, and the browser reports a
 * CSP violation even though zod catches the error (issue 9). Under `jitless` zod skips the probe and parses
 * without generated code. ES modules run a module's imports before it, so no schema can be made
 * before the configuration.
 *
 * It lives in the `zod` chunk (vite.config.ts): the account screens still load zod lazily
 * (decision 032). Imports `zod/v4` (the same zod, same global configuration) so the alias does
 * not resolve to itself.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
