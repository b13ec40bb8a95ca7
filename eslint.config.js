// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const never = (group, message) => ({ group, message });

const serverNoWeb = never(['**/web/**'], 'The server never imports the web app.');
const serverNoDrizzle = never(
  ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg'],
  'Only db/ and *.queries.ts talk to the database.',
);
// Only a module's own files import its queries (`./x.queries`); plugins and other modules call its service.
const serverNoOtherQueries = {
  regex: '^(?!\\./[^/]+$).*\\.queries$',
  message: "Only a module's own service reads its queries: call the service (plugins too).",
};
const serverNoTop = {
  regex: '^(\\./|(\\.\\./)+)(app|main)$',
  message: 'Nothing imports app.ts or main.ts (they are the top: only main.ts imports app.ts; tests may).',
};
const serverNoModules = never(
  ['**/modules/**'],
  'plugins, db, config and i18n never import a module: app.ts passes what they need in as an option.',
);
const serverNoPlugins = never(['**/plugins/**', './plugins/*'], 'db, config and i18n never import plugins.');
/** The bottom of the server: what every layer may import, and which imports no module or plugin. */
const serverFoundation = [
  'server/src/config.ts',
  'server/src/errors.ts',
  'server/src/logging.ts',
  'server/src/data-dir.ts',
  'server/src/process-lock.ts',
  'server/src/s3-url.ts',
  'server/src/i18n/**/*.ts',
  'server/src/pdf/**/*.ts', // the PDFs' page layout and file names (reports, invoices, pay statements)
  'server/src/net/**/*.ts', // the fetcher of untrusted URLs and its address checks (feeds, push)
];

// Import boundaries of CONVENTIONS.md "Who may import whom", enforced here rather than by memory.
export default tseslint.config(
  {
    ignores: [
      '.*',
      '.*/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/screenshots/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier, // layout is Prettier's (npm run lint runs it): no style rule may fight it
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['common/**/*.ts'],
    rules: restrict(
      never(
        ['../../server/**', '../../web/**', '../server/**', '../web/**'],
        'common is shared: it may not import server or web.',
      ),
      {
        regex: '^(?!zod$|vitest$|\\.{1,2}/)',
        message: 'common imports zod and itself only (no I/O, no other packages).',
      },
    ),
  },
  {
    // No import loops in the server, common or the web app (the rule skips type-only imports: no loop at run
    // time). import-x resolves relative paths and the `@common/*` alias itself, without type information.
    files: ['server/**/*.ts', 'common/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@common': [path.join(import.meta.dirname, 'common')] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The server's layers (CONVENTIONS.md): app.ts -> modules -> plugins -> db, config, i18n. One
  // no-restricted-imports per file (a later block replaces an earlier one's), so each block lists all of its rules.
  {
    files: ['server/**/*.ts'],
    rules: restrict(serverNoWeb, serverNoDrizzle, serverNoOtherQueries, serverNoTop),
  },
  {
    files: ['server/src/main.ts'],
    rules: restrict(serverNoWeb, serverNoDrizzle, serverNoOtherQueries),
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    rules: restrict(serverNoWeb, serverNoDrizzle, serverNoOtherQueries, serverNoTop, serverNoModules),
  },
  {
    files: serverFoundation,
    rules: restrict(serverNoWeb, serverNoDrizzle, serverNoTop, serverNoModules, serverNoPlugins),
  },
  {
    files: ['server/src/db/**/*.ts'],
    rules: restrict(serverNoWeb, serverNoTop, serverNoModules, serverNoPlugins),
  },
  {
    // Drizzle is allowed here, another module's queries are not (that module's service is the way in).
    files: ['server/src/**/*.queries.ts'],
    rules: restrict(serverNoWeb, serverNoOtherQueries, serverNoTop, serverNoPlugins),
  },
  {
    // Tests and their helpers may reach anything of the server to set a scene up (never the web app).
    files: ['server/src/**/*.test.ts', 'server/test/**/*.ts'],
    rules: restrict(serverNoWeb),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(never(['**/server/**'], 'The web app never imports the server.')),
    },
  },
  {
    // docs/decisions/0008-web-data-layer.md: screens reach the API only through lib/resources/, and
    // shared components never fetch.
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}', 'web/src/app/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only lib/api-client.ts calls the API; use lib/resources/<resource>.ts.' },
        { name: 'XMLHttpRequest', message: 'Only lib/ talks to the network; use lib/resources/<resource>.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'][value.type='ArrayExpression']",
          message: 'Query keys are written in lib/resources/<resource>.ts, one resource per file.',
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict(
      never(['**/server/**'], 'The web app never imports the server.'),
      never(
        ['**/lib/api-client', '**/lib/upload'],
        'Features reach the API only through lib/resources/<resource>.ts (errors come from lib/api-error).',
      ),
      { regex: '^\\.\\./(?!\\.\\.)', message: 'Features never import each other; compose them in a page or app/.' },
      { regex: '^(\\.\\./)+features/', message: 'Features never import each other; compose them in a page or app/.' },
      { regex: '^(\\.\\./)+app/', message: 'Layers only look down: features never import app/ (app composes them).' },
    ),
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: restrict(
      never(['**/server/**'], 'The web app never imports the server.'),
      never(
        ['**/lib/api-client', '**/lib/upload', '**/lib/resources/*', '../features/**'],
        'Shared components never fetch: the screen passes them the data.',
      ),
      { regex: '^(\\.\\./)+app/', message: 'Layers only look down: components never import app/.' },
    ),
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: restrict(never(['**/server/**'], 'The web app never imports the server.'), {
      regex: '^(\\.\\./)+(app|features|components)/',
      message: 'lib is the bottom layer: it serves the screens and never imports components, features or app.',
    }),
  },
);
