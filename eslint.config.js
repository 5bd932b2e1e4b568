import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (decision 009, docs/architecture.md): imports flow
 * lib/components/config/hooks/testing → entities → features → app, never back, and a feature
 * (or an entity) never imports a sibling. Inside its own folder a module uses relative paths;
 * leaving it goes through `@/…`, so a relative path climbing out of the folder is refused too.
 */
const web = 'apps/web/src';
const layer = (name, message) => ({ group: [`@/${name}/**`], message });
const climbsOut = {
  regex: '^(\\.\\./){2,}',
  message: "Leave a feature or entity folder through '@/…', never by a relative '../../' path.",
};
const toEntities = layer('entities', 'Only features and the app import entities.');
const toFeatures = layer(
  'features',
  'A feature imports no other feature (inside itself it uses relative paths), and lower layers import no feature: move what both need into src/entities/ or a lower layer.',
);
const toApp = layer(
  'app',
  'Nothing imports the app layer (src/app/); it composes everything else.',
);
/**
 * Every component of the web speaks through its area's catalogue (issue 28, decision 074): no
 * visible text written in a .tsx file — JSX text and the attributes a person reads or hears —
 * only messages of a catalogue (`t('…')`). Tests and test renderers are exempt.
 */
const speaksThroughCatalogues = [`${web}/**/*.tsx`];
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The server's layers (decision 047, docs/architecture.md): imports flow lib (with config and
 * events) ← db ← modules ← plugins and realtime ← the app (app.ts, services.ts, server.ts),
 * never back up. The server imports by relative path, so a rule names the folder an import
 * climbs into (`../plugins/…`, `../../modules/…`); each of these folder names is used once in
 * src/. Tests may reach any layer (they build the whole app).
 */
const server = 'apps/server/src';
const climbsInto = (folders, message) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})/`,
  message,
});
const toServerApp = {
  regex: '^(\\.\\./)+(app|services|server)\\.js$',
  message:
    'Nothing below the app imports app.ts, services.ts or server.ts: take the narrow dependency as an option or a parameter (decision 047).',
};
const toPlugins = climbsInto(
  ['plugins', 'realtime'],
  'Only the app imports plugins and realtime/: what routes need from a request is in lib/ (request-context, keyed-rate-limit) (decision 047).',
);
const toModules = climbsInto(
  ['modules'],
  'lib/ and db/ import no module: move the shared piece down to lib/ (or db/) (decision 047).',
);
const toDb = climbsInto(['db'], 'lib/, config/ and events/ import nothing of db/ (decision 047).');
const toRepositoryFactory = {
  regex: '\\.repository\\.js$',
  importNamePattern: '^create\\w*Repository$',
  message:
    'A service receives repositories (its deps, or `transaction(async (repos) => …)`): only modules/repositories.ts calls a repository factory (decision 047).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: speaksThroughCatalogues,
    ignores: ['**/*.test.{ts,tsx}', `${web}/testing/**`, `${web}/app/testing/**`],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'description',
              'placeholder',
              'aria-label',
              'alt',
              'toggleLabel',
            ],
          },
          message: 'A visible text comes from the area’s catalogue (issue 28, decision 074)',
        },
      ],
    },
  },
  {
    files: [`${web}/{lib,components,config,hooks,testing}/**/*.{ts,tsx}`],
    rules: restrictImports(toEntities, toFeatures, toApp),
  },
  {
    files: [`${web}/entities/**/*.{ts,tsx}`],
    rules: restrictImports(
      layer(
        'entities',
        'An entity never imports another entity; within its folder, use relative paths.',
      ),
      toFeatures,
      toApp,
      climbsOut,
    ),
  },
  {
    files: [`${web}/features/**/*.{ts,tsx}`],
    rules: restrictImports(toFeatures, toApp, climbsOut),
  },
  {
    // A feature's test may drive the whole app through the app layer's own harness.
    files: [`${web}/features/**/*.test.{ts,tsx}`],
    rules: restrictImports(toFeatures, climbsOut, {
      regex: '^@/app/(?!testing/)',
      message: "A feature's test reaches the app only through '@/app/testing/…'.",
    }),
  },
  {
    files: [`${server}/{lib,config,events}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(toDb, toModules, toPlugins, toServerApp),
  },
  {
    files: [`${server}/db/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(toModules, toPlugins, toServerApp),
  },
  {
    files: [`${server}/modules/**/*.ts`],
    ignores: ['**/*.test.ts', `${server}/modules/repositories.ts`],
    rules: restrictImports(toPlugins, toServerApp, toRepositoryFactory),
  },
  {
    files: [`${server}/modules/repositories.ts`],
    rules: restrictImports(toPlugins, toServerApp),
  },
  {
    files: [`${server}/{plugins,realtime}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrictImports(toServerApp),
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures that use no other fixture must still destructure `{}`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
