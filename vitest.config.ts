import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          environment: 'node',
          // the protocol client's events and the screens' titles reach the ui store, as in the app
          setupFiles: ['src/test/wiring.setup.ts'],
          // both cores: left to the default one file runs at a time here (188 s against 127 s)
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file boots its own embedded database; two at a time suits 2 cores
          maxWorkers: 2,
          // ...from a migrated template made once per run
          globalSetup: ['server/test/pglite-template.ts'],
        },
      },
    ],
  },
});
