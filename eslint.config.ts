// One lint setup for the whole repository (typescript-eslint, react-hooks, jsx-a11y and
// import boundaries: apps never import each other, `shared` imports no app, browser code never
// imports `platform`, and neither package reaches outside its own folder).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES } from './shared/src/federation/remotes.ts';

// The entry and every remote of the federation table.
const APPS = ['shell', ...Object.values(REMOTES).map(({ folder }) => folder)];

// Each app (and shared) may not reach into another app's folder, by relative path or otherwise.
const boundaryZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps talk to each other only through Module Federation.',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: 'shared is imported by the apps, never the other way round.',
  },
  {
    target: './shared',
    from: './platform',
    message: 'shared is browser code: it never imports platform (Node only).',
  },
  {
    target: './platform',
    from: APPS.map((app) => `./${app}`),
    message: 'platform is imported by the apps, never the other way round.',
  },
];

// Where imports are otherwise free, what every app may not import by package name.
const appPatterns = [
  {
    group: ['shell', 'shell/*', 'mfe-*', 'mfe-*/**', '@site/shared/src/*'],
    message: 'Use federation for other apps and the public @site/shared entry points.',
  },
];

// @site/platform is Node-only code (the composition, the server renderers' helpers): the apps'
// server entries (src/server) use it; browser code and @site/shared never do.
const platformPatterns = [
  {
    group: ['@site/platform', '@site/platform/*'],
    message:
      "@site/platform runs in Node only: import it from an app's src/server, never from browser code or shared.",
  },
];

// One router for the whole page: apps reach React Router through @site/shared/router, a federation
// singleton (react-router-dom itself is not shared; tooling/federation.ts). Only the folders that must meet the package itself may import it: the
// router, the test support (MemoryRouter) and platform's server renderers (StaticRouter; Node
// only, below).
const ROUTER_MESSAGE = 'Import from @site/shared/router, the one router every app shares.';
const routerPaths = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: ROUTER_MESSAGE,
}));
const ROUTER_PACKAGE_USERS = ['shared/src/router/**', 'shared/src/testing/**'];

// Each entry point is bundled once (most are federation singletons: tooling/federation.ts): code of
// another shared folder is reached through its public entry point (never bundled twice), not by '../'. The exceptions are
// the federation table itself, plain data without imports, which the configuration's fields read to
// give every remote its manifest address, and the language paths (language/languagePath.ts), pure
// functions of an address that the router and route matching need and the Node code reads through
// @site/shared/definitions: neither may import the language's entry point (a singleton with state).
const sharedFolderPatterns = [
  {
    regex: '^\\.\\./(?!federation/remotes$|language/languagePath$)',
    message: 'Import another shared folder by its @site/shared entry point.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.preview/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX, react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.0' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: appPatterns,
        },
      ],
    },
  },
  {
    // Browser code: every app's sources but its server entry.
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: APPS.map((app) => `${app}/src/server/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: routerPaths, patterns: [...appPatterns, ...platformPatterns] },
      ],
    },
  },
  {
    // The two packages import each other (platform → shared only) by package name, never by a
    // relative path out of their own folder.
    files: ['shared/**/*.{ts,tsx}', 'platform/**/*.{ts,tsx}'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: routerPaths, patterns: [...sharedFolderPatterns, ...platformPatterns] },
      ],
    },
  },
  {
    files: ROUTER_PACKAGE_USERS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...sharedFolderPatterns, ...platformPatterns] },
      ],
    },
  },
  {
    // Node only: the composition, run when each container starts, the server renderers' helpers
    // and the runtime-variable schema. What the tooling reads as it is (the composition, the page
    // skeleton, the schema) takes the site's definitions through @site/shared's import-free entry
    // points (`./definitions`, `./addresses`).
    files: ['platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths, patterns: appPatterns }] },
  },
  {
    // The server renderers stand React Router still at an address (StaticRouter).
    files: ['platform/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns }] },
  },
  {
    // Repository-wide checks hold the apps' code to the shared definitions (an app's defaults to
    // the runtime-variable schema): they read any app, as no app may read another.
    files: ['tooling/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.{ts,mts}', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node programs: the tooling, scripts, local services and test support, run by Node itself
    // (type stripping) or by jest and Playwright. `.mts` where the folder's package.json names no
    // module type (the apps' webpack configurations, e2e support that Node runs).
    files: [
      'tooling/**/*.ts',
      'scripts/**/*.ts',
      'local-services/**/*.ts',
      'platform/**/*.{ts,tsx}',
      'e2e/**/*.{ts,mts}',
      'deploy/**/*.ts',
      '*/webpack.config.mts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
