import js from '@eslint/js';
import globals from 'globals';
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
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    files: ['scripts/**', 'apps/*/scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures that use no other fixture must still destructure `{}`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
