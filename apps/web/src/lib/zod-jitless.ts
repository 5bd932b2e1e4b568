import { config } from 'zod';

// zod's fast path probes `new Function` when a schema is made, which the CSP
// (script-src 'self') refuses and the browser reports as a CSP issue even though zod catches
// it (issue 9). The web app parses without it. This module must run before any schema is
// made: it is main.tsx's first import, and vite.config.ts puts it in the zod chunk, which
// every chunk holding schemas imports.
config({ jitless: true });
