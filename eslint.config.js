// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const never = (group, message) => ({ group, message });

// Import boundaries of CONVENTIONS.md "Who may import whom", enforced here rather than by memory.
export default tseslint.config(
  { ignores: ['.*', '.*/**', 'dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'e2e/screenshots/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      never(['../../server/**', '../../web/**', '../server/**', '../web/**'], 'common is shared: it may not import server or web.'),
      { regex: '^(?!zod$|vitest$|\\.{1,2}/)', message: 'common imports zod and itself only (no I/O, no other packages).' },
    ),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/**/*.queries.ts', 'server/src/**/*.test.ts', 'server/test/**'],
    rules: restrict(
      never(['**/web/**'], 'The server never imports the web app.'),
      never(['drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg'], 'Only db/ and *.queries.ts talk to the database.'),
      never(['../*/*.queries', '../../modules/*/*.queries'], "Call another module's service, never its queries."),
    ),
  },
  {
    files: ['server/src/db/**/*.ts', 'server/src/**/*.queries.ts', 'server/src/**/*.test.ts', 'server/test/**/*.ts'],
    rules: restrict(never(['**/web/**'], 'The server never imports the web app.')),
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
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict(
      never(['**/server/**'], 'The web app never imports the server.'),
      { regex: '^\\.\\./(?!\\.\\.)', message: 'Features never import each other; compose them in a page or app/.' },
      { regex: '^(\\.\\./)+features/', message: 'Features never import each other; compose them in a page or app/.' },
    ),
  },
);
