import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import walls of DESIGN.md as lint enforces them (eslint.config.js): each breach below
// is a file that does not exist, linted as if it sat in the named folder.

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

// the first lint loads the parser and the resolver: a few seconds on a busy machine
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: `${root}src/domain/probe.ts` });
}, 60_000);

/** The rules a file at `path` holding `code` breaks. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const WALL = 'import-x/no-restricted-paths';

describe('import walls', { timeout: 20_000 }, () => {
  it.each([
    ['src/domain/probe.ts', "import { apiRequest } from '../api/request';"],
    ['src/domain/probe.ts', "import { APP_CONFIG } from '../config';"],
    ['src/api/probe.ts', "import { uiStore } from '../stores/ui';"],
    ['src/api/probe.ts', "import { ShopLayout } from '../features/layout/shop-layout';"],
    ['src/stores/probe.ts', "import { usePageTitle } from '../ui/use-page-title';"],
    ['src/ui/probe.tsx', "import { uiStore } from '../stores/ui';"],
    ['src/ui/probe.tsx', "import { apiRequest } from '../api/request';"],
    ['src/features/probe.tsx', "import { appWire } from '../app/wiring';"],
    ['src/routes/probe.tsx', "import { appWire } from '../app/wiring';"],
    ['server/probe.ts', "import { apiRequest } from '../src/api/request';"],
    ['server/probe.ts', "import { cartStore } from '../src/stores/cart';"],
    ['sw/probe.ts', "import { outboxAdd } from '../src/stores/order-outbox';"],
    ['src/app/probe.ts', "import { buildApp } from '../../server/app';"],
  ])('%s may not hold %s', async (path, code) => {
    expect(await broken(path, `${code}\nexport {};\n`)).toContain(WALL);
  });

  it.each([
    ['src/features/probe.tsx', "import { uiStore } from '../stores/ui';"],
    ['src/api/probe.ts', "import { cents } from '../domain/money';"],
    ['server/probe.ts', "import { cents } from '../src/domain/money';"],
    ['sw/probe.ts', "import { OUTBOX_SYNC_TAG } from '../src/stores/order-outbox-entry';"],
    ['sw/probe.ts', "import { APP_CONFIG } from '../src/config';"],
    ['src/api/probe.ts', "import { APP_CONFIG } from '../config';"],
    // tests wire layers together: the walls are for production code
    ['src/api/probe.test.ts', "import { uiStore } from '../stores/ui';"],
  ])('%s may hold %s', async (path, code) => {
    expect(await broken(path, `${code}\nexport {};\n`)).not.toContain(WALL);
  });

  it('keeps the domain pure: no React, no store library, no date library', async () => {
    expect(
      await broken('src/domain/probe.ts', "import { useState } from 'react';\nexport {};\n"),
    ).toContain('no-restricted-imports');
    expect(
      await broken('src/domain/probe.ts', "import dayjs from 'dayjs';\nexport {};\n"),
    ).toContain('no-restricted-imports');
  });
});

describe('import circles', { timeout: 30_000 }, () => {
  it('are refused', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const results = await linter.lintFiles(['tests/lint/fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
