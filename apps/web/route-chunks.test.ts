import { describe, expect, it } from 'vitest';
import { appChunkGroups } from './route-chunks';

/**
 * The chunk policy (decisions 051, 063) on a small module graph shaped like the app's: which
 * chunk the groups of `appChunkGroups` name each module, through an index file as the build
 * sees it (Rolldown's chunking context: importers, exports, compiled code).
 */
const SRC = '/repo/apps/web/src';
const ICONS = '/repo/node_modules/lucide-react/dist/esm';
const SHARED = '/repo/packages/shared/src';

interface FakeModule {
  code?: string;
  importers?: string[];
  dynamicImporters?: string[];
  exports?: string[];
  isEntry?: boolean;
}

const graph: Record<string, FakeModule> = {
  [`${SRC}/main.tsx`]: { isEntry: true },
  [`${SRC}/app/layout/app-layout.tsx`]: { code: 'import { NavBar } from "./nav-bar";' },
  [`${SRC}/app/layout/nav-bar.tsx`]: {
    code: 'import { Menu, X as Close } from "lucide-react";',
    importers: [`${SRC}/app/layout/app-layout.tsx`],
  },
  [`${SRC}/app/routes/dashboard.tsx`]: {
    code: 'import { Baby, Trophy } from "lucide-react";\nimport { OnlyHome } from "./only-home";',
  },
  [`${SRC}/app/routes/only-home.tsx`]: { importers: [`${SRC}/app/routes/dashboard.tsx`] },
  [`${SRC}/app/routes/achievements.tsx`]: { code: 'import {\n  Trophy\n} from "lucide-react";' },
  [`${SRC}/app/routes/login.tsx`]: { code: 'import { Eye, X } from "lucide-react";' },
  [`${SRC}/app/routes/kid-health.tsx`]: {},
  [`${SRC}/app/routes/kid-calendar.tsx`]: {},
  [`${SRC}/lib/after-paint.ts`]: {
    importers: [`${SRC}/app/routes/kid-health.tsx`, `${SRC}/app/routes/kid-calendar.tsx`],
  },
  [`${SHARED}/rules/record-id.ts`]: {
    importers: [`${SRC}/app/routes/kid-health.tsx`, `${SRC}/app/routes/kid-calendar.tsx`],
  },
  [`${SHARED}/rules/dates.ts`]: {
    importers: [`${SRC}/app/routes/register.tsx`, `${SRC}/app/routes/kid-health.tsx`],
  },
  [`${SHARED}/schemas/common.ts`]: {
    importers: [`${SHARED}/schemas/health-log-requests.ts`],
  },
  [`${SHARED}/schemas/health-log-requests.ts`]: {
    dynamicImporters: [`${SRC}/app/routes/kid-health.tsx`],
  },
  [`${SRC}/lib/first-screen.ts`]: {
    dynamicImporters: [`${SRC}/lib/after-paint.ts`, `${SRC}/hooks/use-first-screen-shown.ts`],
  },
  [`${SRC}/app/layout/auth-layout.tsx`]: {},
  [`${SRC}/app/routes/register.tsx`]: {},
  [`${SRC}/app/routes/new-password.tsx`]: {},
  [`${SHARED}/i18n/catalogues/setup/setup-catalogue.ts`]: {
    importers: [`${SRC}/app/routes/register.tsx`, `${SRC}/app/routes/new-password.tsx`],
  },
  [`${SHARED}/i18n/catalogues/account/account-catalogue.ts`]: {
    importers: [
      `${SRC}/app/layout/auth-layout.tsx`,
      `${SRC}/app/routes/register.tsx`,
      `${SRC}/app/routes/new-password.tsx`,
    ],
  },
  [`${SRC}/features/auth/components/shared-form-part.tsx`]: {
    importers: [`${SRC}/app/routes/register.tsx`, `${SRC}/app/routes/new-password.tsx`],
  },
  [`${ICONS}/lucide-react.mjs`]: {
    code: [
      "export { default as Baby, default as BabyIcon } from './icons/baby.mjs';",
      "export { default as Eye } from './icons/eye.mjs';",
      "export { default as Menu } from './icons/menu.mjs';",
      "export { default as Trophy } from './icons/trophy.mjs';",
      "export { default as X, default as XIcon } from './icons/x.mjs';",
    ].join('\n'),
    importers: [
      `${SRC}/app/layout/nav-bar.tsx`,
      `${SRC}/app/routes/dashboard.tsx`,
      `${SRC}/app/routes/achievements.tsx`,
      `${SRC}/app/routes/login.tsx`,
    ],
  },
};
for (const icon of ['baby', 'eye', 'menu', 'trophy', 'x']) {
  graph[`${ICONS}/icons/${icon}.mjs`] = {
    exports: ['default', '__iconData'],
    importers: [`${ICONS}/lucide-react.mjs`],
  };
}

const ctx = {
  getModuleInfo(id: string) {
    const module = graph[id];
    if (!module) return null;
    return {
      code: module.code ?? '',
      importers: module.importers ?? [],
      dynamicImporters: module.dynamicImporters ?? [],
      exports: module.exports ?? [],
      isEntry: module.isEntry ?? false,
    };
  },
};

/** The chunk the app groups put a module in, or null (Rolldown places it). */
function chunkOf(id: string): string | null {
  for (const group of appChunkGroups(4)) {
    if (!group.test(id)) continue;
    const name = group.name(id, ctx);
    if (name) return name;
  }
  return null;
}

describe('the chunk policy (decision 063)', () => {
  it('places an icon by the screens importing its name through the index, not by the index', () => {
    // The nav bar's menu: the signed-in layout's.
    expect(chunkOf(`${ICONS}/icons/menu.mjs`)).toBe('shell');
    // The nav bar's X (imported under another local name) and login's: both sides.
    expect(chunkOf(`${ICONS}/icons/x.mjs`)).toBe('common');
    // Only login's eye: the account side's single screen, so Rolldown places it with login.
    expect(chunkOf(`${ICONS}/icons/eye.mjs`)).toBeNull();
  });

  it('puts what /dashboard shares with another screen in the shell, its own parts in its file', () => {
    expect(chunkOf(`${ICONS}/icons/trophy.mjs`)).toBe('shell');
    expect(chunkOf(`${ICONS}/icons/baby.mjs`)).toBeNull();
    expect(chunkOf(`${SRC}/app/routes/only-home.tsx`)).toBeNull();
  });

  it('puts useAfterPaint in the shell, and the timing it loads on demand in `start` (issue 29)', () => {
    // Two screens, none of them the shell's: left to Rolldown it would be a file of its own.
    expect(chunkOf(`${SRC}/lib/after-paint.ts`)).toBe('shell');
    expect(chunkOf(`${SRC}/lib/first-screen.ts`)).toBe('start');
  });

  it('keeps the shared id and date rules where every route using them has them (issue 29)', () => {
    // Two kid screens, none of them the shell's; /register and a kid screen: left to Rolldown,
    // each would be a file of its own on those first loads.
    expect(chunkOf(`${SHARED}/rules/record-id.ts`)).toBe('shell');
    expect(chunkOf(`${SHARED}/rules/dates.ts`)).toBe('common');
  });

  it('puts the shared id and text schemas with the answers’ schemas, the requests’ apart', () => {
    // Loaded on demand by a screen's forms: with the `schemas` chunk every signed-in load has
    // fetched by then, while a screen's request schemas are left to Rolldown (issue 29).
    expect(chunkOf(`${SHARED}/schemas/common.ts`)).toBe('schemas');
    expect(chunkOf(`${SHARED}/schemas/health-log-requests.ts`)).toBeNull();
  });

  it('keeps the signed-in layout in the shell and the other routes in their own files', () => {
    expect(chunkOf(`${SRC}/app/layout/app-layout.tsx`)).toBe('shell');
    expect(chunkOf(`${SRC}/app/routes/achievements.tsx`)).toBeNull();
  });

  it('keeps an i18n area the account layout does not speak off the account chunk (decision 079)', () => {
    // Two account pages share a form part: the account chunk, which /login loads too.
    expect(chunkOf(`${SRC}/features/auth/components/shared-form-part.tsx`)).toBe('account');
    // Their own area's catalogue: with them only (Rolldown places it), not on /login.
    expect(chunkOf(`${SHARED}/i18n/catalogues/setup/setup-catalogue.ts`)).toBeNull();
    // The area the layout speaks: in the account chunk, as before.
    expect(chunkOf(`${SHARED}/i18n/catalogues/account/account-catalogue.ts`)).toBe('account');
  });
});
