// zod's fast path probes `new Function` when a schema is made, which the CSP
// (script-src 'self') refuses and the browser reports as a CSP issue even though zod catches
// it (issue 9). The web app parses without it. This module must run before any schema is
// made: it is main.tsx's first import.
//
// It does not import zod (decision 032): zod 4 keeps its global configuration on
// `globalThis.__zod_globalConfig` and adopts an object already there, so setting `jitless`
// here, before zod loads, is what `config({ jitless: true })` does after it loads — and
// zod stays off the first load of the account screens. Mutating an object zod made
// already (tests import zod first) works the same.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
