import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { operatorWalls } from './eslint.operator-walls.js';
import { SERVER_WALLS } from './eslint.server-floors.js';

/**
 * DESIGN "Imports flow one way": domain <- protocol <- api <- stores <- features <- shell <-
 * routes <- app; ui is below features and imports no store; server -> domain and protocol (and the
 * manifest source); sw -> the outbox contract, the pushed statuses' contract and their pure
 * reading (decision 037) and the build's configuration only; the
 * configuration (src/config.ts) is below every app layer but the pure domain. Each wall
 * names the folders a layer's production code may not import (tests may: they wire layers
 * together). docs/architecture.md draws them; tests/lint/walls.test.ts shows each one
 * refusing a breach.
 *
 * Two walls inside the stack (docs/decisions/027): a feature reaches another only through
 * its public entry (`src/features/<name>/public.ts`). The shell (`src/shell/`: the frame every
 * screen renders in and the guards a route passes) sits between the features and the routes,
 * below the router and the entry of `src/app`, which the routes never import.
 */
const above = {
  domain: [
    'src/config.ts',
    'src/protocol',
    'src/api',
    'src/stores',
    'src/ui',
    'src/features',
    'src/shell',
    'src/routes',
    'src/app',
  ],
  protocol: [
    'src/config.ts',
    'src/api',
    'src/stores',
    'src/ui',
    'src/features',
    'src/shell',
    'src/routes',
    'src/app',
  ],
  api: ['src/stores', 'src/ui', 'src/features', 'src/shell', 'src/routes', 'src/app'],
  stores: ['src/ui', 'src/features', 'src/shell', 'src/routes', 'src/app'],
  outbox: ['src/ui', 'src/features', 'src/shell', 'src/routes', 'src/app'],
  ui: ['src/api', 'src/stores', 'src/features', 'src/shell', 'src/routes', 'src/app'],
  features: ['src/shell', 'src/routes', 'src/app'],
  shell: ['src/routes', 'src/app'],
  routes: ['src/app'],
};
// import-x's TypeScript preset (extensions, parsers) with our resolver instead of its own
const { 'import-x/resolver': _itsResolver, ...IMPORT_X_TYPESCRIPT } =
  importX.flatConfigs.typescript.settings;

const OUTSIDE_THE_APP = ['server', 'sw'];

/** The features, one folder each under src/features. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What a feature lets the others import: its public entry. */
const PUBLIC_ENTRY = './public.ts';

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
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `src/features/${feature}`,
      from: `src/features/${other}`,
      except: [PUBLIC_ENTRY],
      message:
        'Una feature solo importa de otra su entrada pública, public.ts (docs/decisions/027).',
    })),
  ),
  {
    target: 'server',
    from: [
      'src/api',
      'src/stores',
      'src/ui',
      'src/features',
      'src/shell',
      'src/routes',
      'src/app',
      'sw',
    ],
    message: 'El servidor solo importa src/domain y src/protocol (docs/architecture.md).',
  },
  ...SERVER_WALLS,
  {
    target: 'sw',
    from: ['src', 'server'],
    except: [
      './outbox/outbox-worker.ts',
      './config.ts',
      // issue 19 (decision 037): the pushed statuses' names and their pure reading
      './stores/order-pushed-entry.ts',
      './domain/order/order-pushed-status.ts',
      './domain/order/order-status.ts',
      './domain/order/order-id.ts',
      './domain/order/order-ref.ts',
    ],
    message:
      'El service worker solo importa el contrato de la cola de pedidos, el de los estados recibidos por push, sus reglas puras y la configuración.',
  },
  ...operatorWalls(OUTSIDE_THE_APP),
  // the order outbox (src/outbox, decision 022) sits between the stores and the features:
  // the layers below never reach it, and those above use only its public modules
  {
    target: ['src/domain', 'src/protocol', 'src/api', 'src/stores', 'src/ui'],
    from: ['src/outbox'],
    message: 'La cola de pedidos está sobre los stores: las capas inferiores no la importan.',
  },
  {
    target: ['src/features', 'src/shell', 'src/routes', 'src/app'],
    from: ['src/outbox'],
    except: ['./outbox-queue.ts', './outbox-queued.ts', './outbox-boot.ts'],
    message: 'De la cola de pedidos se importan outbox-queue, outbox-queued y outbox-boot.',
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
    // the wire contract ships in both programs: the app must not bundle zod (decision 005),
    // and the server must not load the app's UI or storage libraries (decision 025)
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/*', 'valtio', 'idb-keyval', 'zod', 'zod/*'],
              message:
                'src/protocol lo comparten la app y el servidor: sin UI, almacenamiento ni zod.',
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
    // issue 33: a function reads at one sitting; a longer one is split by what each part does
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // a public entry names what it offers, one by one: never a whole module
    files: ['src/features/*/public.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'La entrada pública nombra lo que ofrece (docs/decisions/027).',
        },
      ],
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
