import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import convene from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-test/**',
      'packages/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.tsx', 'packages/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Boundaries and cycles (docs/architecture.md#packages-and-layers): modules through their index.ts, tables
    // through their own module, no imports between web areas, no import cycles.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { convene, 'import-x': importX },
    // Relative imports resolve with the node resolver; workspace packages count as
    // external (cycles are within a package). No native resolver: its platform binaries are
    // not all in the registry, which breaks `npm ci`.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'convene/boundaries': 'error',
      'convene/request-scope': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No registries filled on import (decision 0063): what one module offers another is
    // declared in its ServerModule and composed at start into Services.seams.
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > VariableDeclaration[kind="let"]',
          message:
            'No module-level mutable state in a module: declare the seam in its ServerModule (modules/seams.ts).',
        },
        {
          selector:
            'Program > ExportNamedDeclaration > FunctionDeclaration[id.name=/^provide[A-Z]/]',
          message:
            'No registry filled on import: declare the seam in the ServerModule and let composeSeams hand it over.',
        },
      ],
    },
  },
  {
    // Small modules with names that explain themselves: split a source file by sub-domain
    // before it grows past about 400 lines. Tests and seed data are exempt.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/seed/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**', '**/cli/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
