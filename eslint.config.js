import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import amora from './scripts/eslint-plugin-amora.js';

/** Tests and their helpers may set up state through any feature's internals. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*test-support.ts',
  'server/test/**',
  'client/test-utils/**',
  'tests/**',
  'bench/**',
];

/** The layout's rules (decision 012): a cycle or a deep import into another feature fails lint. */
const LAYOUT = 'error';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.test-data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // How imports are written: relative inside a unit (a feature, a plugin folder, a folder like
    // server/db or client/lib), an alias (#server/…, #client/…, #common/…) when leaving it.
    files: ['**/*.{ts,tsx}'],
    plugins: { amora },
    rules: { 'amora/import-path': 'error' },
  },
  {
    // A feature offers other features one public module, its index.ts, and server/app.ts a
    // second one, its routes.ts; its repository and other files are its own. No import cycles,
    // and no two features (or a feature and a server plugin) that import each other.
    files: ['server/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { amora, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'amora/feature-public-module': LAYOUT,
      'amora/no-mutual-features': LAYOUT,
      'import-x/no-cycle': [LAYOUT, { ignoreExternal: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#server/|(^|/)server/', message: 'The client must not import server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#client/|(^|/)client/', message: 'The server must not import client code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(client|server)/|(^|/)(client|server)/',
              message: 'common/ is imported by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
);
