import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * DESIGN "Imports flow one way": domain <- protocol <- api <- stores <- features <- routes <-
 * app; ui is below features and imports no store; server -> domain and protocol (and the
 * manifest source); sw -> the outbox contract and the build's configuration only; the
 * configuration (src/config.ts) is below every app layer but the pure domain. Each wall
 * names the folders a layer's production code may not import (tests may: they wire layers
 * together). docs/architecture.md draws them; tests/lint/walls.test.ts shows each one
 * refusing a breach.
 */
const above = {
  domain: [
    'src/config.ts',
    'src/protocol',
    'src/api',
    'src/stores',
    'src/ui',
    'src/features',
    'src/routes',
    'src/app',
  ],
  protocol: ['src/api', 'src/stores', 'src/ui', 'src/features', 'src/routes', 'src/app'],
  api: ['src/stores', 'src/ui', 'src/features', 'src/routes', 'src/app'],
  stores: ['src/ui', 'src/features', 'src/routes', 'src/app'],
  ui: ['src/api', 'src/stores', 'src/features', 'src/routes', 'src/app'],
  features: ['src/routes', 'src/app'],
  routes: ['src/app'],
};
// import-x's TypeScript preset (extensions, parsers) with our resolver instead of its own
const { 'import-x/resolver': _itsResolver, ...IMPORT_X_TYPESCRIPT } =
  importX.flatConfigs.typescript.settings;

const OUTSIDE_THE_APP = ['server', 'sw'];

const WALLS = [
  ...Object.entries(above).map(([layer, forbidden]) => ({
    target: `src/${layer}`,
    from: [...forbidden, ...OUTSIDE_THE_APP],
    message: `src/${layer} no importa de capas superiores (docs/architecture.md).`,
  })),
  {
    target: 'src/app',
    from: OUTSIDE_THE_APP,
    message: 'La app no importa código del servidor ni del service worker.',
  },
  {
    target: 'server',
    from: ['src/api', 'src/stores', 'src/ui', 'src/features', 'src/routes', 'src/app', 'sw'],
    message: 'El servidor solo importa src/domain y src/protocol (docs/architecture.md).',
  },
  {
    target: 'sw',
    from: ['src', 'server'],
    except: ['./stores/order-outbox-entry.ts', './config.ts'],
    message: 'El service worker solo importa el contrato de la cola de pedidos y la configuración.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      // a deliberate import circle, linted only by tests/lint/walls.test.ts
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/*', 'valtio', 'idb-keyval'],
              message: 'src/domain es puro: sin UI ni almacenamiento.',
            },
            {
              group: ['dayjs', 'dayjs/*'],
              message:
                'src/domain calcula la hora con el desfase fijo de El Salvador; dayjs solo muestra fechas (decisiones 006 y 024).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // how import-x reads the files an import reaches (for no-cycle), as its TypeScript preset
      ...IMPORT_X_TYPESCRIPT,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // a circle of imports has no bottom: every room must have one
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: WALLS }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
