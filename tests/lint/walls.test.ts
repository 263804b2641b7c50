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
    ['src/domain/probe.ts', "import { orderLinesEncode } from '../protocol/order-lines-encode';"],
    ['src/protocol/probe.ts', "import { apiRequest } from '../api/request';"],
    ['src/protocol/probe.ts', "import { APP_CONFIG } from '../config';"],
    ['src/api/probe.ts', "import { uiStore } from '../stores/ui';"],
    ['src/api/probe.ts', "import { CartPage } from '../features/cart/cart-page';"],
    ['src/stores/probe.ts', "import { usePageTitle } from '../ui/use-page-title';"],
    ['src/ui/probe.tsx', "import { uiStore } from '../stores/ui';"],
    ['src/ui/probe.tsx', "import { apiRequest } from '../api/request';"],
    ['src/features/probe.tsx', "import { appWire } from '../app/wiring';"],
    ['src/routes/probe.tsx', "import { appWire } from '../app/wiring';"],
    // a feature reaches another only through its public entry
    ['src/features/delivery/probe.tsx', "import { ShopPicker } from '../shops/shop-picker';"],
    ['src/features/cart/probe.ts', "import('../product/product-detail');"],
    // the shell sits above the features and below the routes and the rest of the app
    ['src/features/cart/probe.tsx', "import { pathNormalize } from '../../shell/layout-routes';"],
    ['src/features/probe.tsx', "import { requireLogin } from '../shell/route-guards';"],
    ['src/shell/probe.tsx', "import { createAppRouter } from '../app/router';"],
    ['src/shell/probe.tsx', "import { Route } from '../routes/_shop';"],
    ['src/shell/probe.ts', "import { apiFetch } from '../../server/app';"],
    // the routes stand on the shell, never on the router or the app's entry above them
    ['src/routes/probe.tsx', "import { createAppRouter } from '../app/router';"],
    ['src/ui/probe.tsx', "import { ShopLayout } from '../shell/shop-layout';"],
    ['server/probe.ts', "import { apiRequest } from '../src/api/request';"],
    ['server/probe.ts', "import { cartStore } from '../src/stores/cart';"],
    ['sw/probe.ts', "import { outboxAdd } from '../src/outbox/outbox-queue';"],
    // the worker reaches the outbox through its one worker module only
    ['sw/probe.ts', "import { OUTBOX_SYNC_TAG } from '../src/outbox/outbox-entry';"],
    // and the pushed statuses through their contract, never the app's store (decision 037)
    ['sw/probe.ts', "import { orderPushedRead } from '../src/stores/order-pushed';"],
    ['sw/probe.ts', "import { orderListSort } from '../src/domain/order/order-list';"],
    // the order outbox sits between the stores and the features
    ['src/outbox/probe.ts', "import { usePageTitle } from '../ui/use-page-title';"],
    ['src/outbox/probe.ts', "import { OutboxCard } from '../features/orders/outbox-card';"],
    ['src/stores/probe.ts', "import { outboxAdd } from '../outbox/outbox-queue';"],
    ['src/api/probe.ts', "import { outboxList } from '../outbox/outbox-queue';"],
    // above it, only its public modules
    ['src/features/probe.tsx', "import { outboxChange } from '../outbox/outbox-db';"],
    ['src/app/probe.ts', "import { buildApp } from '../../server/app';"],
    // the server's floors: the ground imports no rule, a rule no way in, nothing the composition
    ['server/db/probe.ts', "import { orderFind } from '../orders/read/order-find';"],
    ['server/wire/probe.ts', "import { defineCall } from '../http/route';"],
    ['server/seed/probe.ts', "import { ChainCache } from '../chain/chain-cache';"],
    ['server/orders/save/probe.ts', "import { CART_MSG } from '../../calls/cart-data';"],
    ['server/customer-data/probe.ts', "import { formFutureDate } from '../calls/cart-fields';"],
    ['server/accounts/probe.ts', "import type { AppContext } from '../http/context';"],
    ['server/chain/probe.ts', "import { securityHeaders } from '../edge/logging';"],
    ['server/push/probe.ts', "import { housekeeping } from '../housekeeping/housekeeping';"],
    ['server/calls/probe.ts', "import { buildApp } from '../app';"],
    ['server/http/probe.ts', "import { main } from '../main';"],
    // the operator app (issue 35): the storefront never imports it, nor it the storefront's
    // features, calls, stores, shell or entry
    ['src/app/probe.ts', "import { operatorRouterCreate } from '../operator/router';"],
    [
      'src/features/cart/probe.tsx',
      "import { LoginPage } from '../../operator/features/login/login-page';",
    ],
    ['src/shell/probe.tsx', "import { PanelPage } from '../operator/features/panel/panel-page';"],
    ['src/api/probe.ts', "import { operatorFetch } from '../operator/api/operator-fetch';"],
    ['src/stores/probe.ts', "import { loginLock } from '../operator/stores/login-lock';"],
    ['src/routes/probe.tsx', "import { OPERATOR_PATHS } from '../operator/operator-paths';"],
    ['sw/probe.ts', "import { OPERATOR_API } from '../src/operator/api/operator-fetch';"],
    ['src/operator/probe.tsx', "import { CartPage } from '../features/cart/cart-page';"],
    ['src/operator/probe.ts', "import { apiRequest } from '../api/request';"],
    ['src/operator/probe.ts', "import { uiStore } from '../stores/ui';"],
    ['src/operator/probe.tsx', "import { ShopLayout } from '../shell/shop-layout';"],
    ['src/operator/probe.ts', "import { APP_CONFIG } from '../config';"],
    ['src/operator/api/probe.ts', "import { LoginPage } from '../features/login/login-page';"],
  ])('%s may not hold %s', async (path, code) => {
    expect(await broken(path, `${code}\nexport {};\n`)).toContain(WALL);
  });

  it.each([
    ['src/features/probe.tsx', "import { uiStore } from '../stores/ui';"],
    ['src/api/probe.ts', "import { cents } from '../domain/money';"],
    ['server/probe.ts', "import { cents } from '../src/domain/money';"],
    ['server/probe.ts', "import { orderLinesEncode } from '../src/protocol/order-lines-encode';"],
    ['src/protocol/probe.ts', "import { cents } from '../domain/money';"],
    ['src/api/probe.ts', "import { orderLinesEncode } from '../protocol/order-lines-encode';"],
    ['sw/probe.ts', "import { outboxWorkerSync } from '../src/outbox/outbox-worker';"],
    ['src/outbox/probe.ts', "import { ordersRemember } from '../stores/orders';"],
    ['src/outbox/probe.ts', "import { sessionStore } from '../api/session';"],
    ['src/features/probe.tsx', "import { outboxAdd } from '../outbox/outbox-queue';"],
    ['src/features/probe.tsx', "import { outboxBoot } from '../outbox/outbox-boot';"],
    ['sw/probe.ts', "import { APP_CONFIG } from '../src/config';"],
    ['sw/probe.ts', "import { ORDER_PUSHED_DB } from '../src/stores/order-pushed-entry';"],
    [
      'sw/probe.ts',
      "import { orderPushedStatusRead } from '../src/domain/order/order-pushed-status';",
    ],
    ['src/api/probe.ts', "import { APP_CONFIG } from '../config';"],
    ['src/features/delivery/probe.tsx', "import { ShopPicker } from '../shops/public';"],
    ['src/features/cart/probe.tsx', "import { CartPage } from './cart-page';"],
    ['src/routes/probe.tsx', "import { ShopLayout } from '../shell/shop-layout';"],
    ['src/routes/probe.tsx', "import { requireLogin } from '../shell/route-guards';"],
    ['src/shell/probe.tsx', "import { CartButton } from '../features/cart/public';"],
    ['src/app/probe.tsx', "import { ShopLayout } from '../shell/shop-layout';"],
    ['server/calls/probe.ts', "import { orderSave } from '../orders/save/order-save';"],
    ['server/orders/save/probe.ts', "import { ApiError } from '../../wire/envelope';"],
    ['server/orders/save/probe.ts', "import { pushWake } from '../../push/push-wake';"],
    ['server/http/probe.ts', "import { isUnderApi } from '../edge/api-path';"],
    ['server/app.ts', "import { cliente } from './calls/cliente';"],
    ['src/operator/probe.ts', "import { cents } from '../domain/money';"],
    ['src/operator/probe.tsx', "import { ModalDialog } from '../ui/modal-dialog';"],
    ['src/operator/features/probe.tsx', "import { sessionLogin } from '../api/session';"],
    // tests wire layers together: the walls are for production code
    ['src/api/probe.test.ts', "import { uiStore } from '../stores/ui';"],
    ['src/features/delivery/probe.test.tsx', "import { ShopPicker } from '../shops/shop-picker';"],
    [
      'src/features/delivery/probe.fixture.tsx',
      "import { ShopPicker } from '../shops/shop-picker';",
    ],
  ])('%s may hold %s', async (path, code) => {
    expect(await broken(path, `${code}\nexport {};\n`)).not.toContain(WALL);
  });

  it("keeps a feature's public entry to named exports", async () => {
    expect(
      await broken('src/features/shops/public.ts', "export * from './shop-picker';\n"),
    ).toContain('no-restricted-syntax');
  });

  it('keeps the domain pure: no React, no store library, no date library', async () => {
    expect(
      await broken('src/domain/probe.ts', "import { useState } from 'react';\nexport {};\n"),
    ).toContain('no-restricted-imports');
    expect(
      await broken('src/domain/probe.ts', "import dayjs from 'dayjs';\nexport {};\n"),
    ).toContain('no-restricted-imports');
  });

  it('keeps production functions to 80 lines, tests aside', async () => {
    const body = (lines: number) => `  let a = 0;\n${'  a += 1;\n'.repeat(lines)}  return a;\n`;
    const long = `export function long(): number {\n${body(80)}}\n`;
    const short = `export function short(): number {\n${body(76)}}\n`;
    expect(await broken('server/orders/probe.ts', long)).toContain('max-lines-per-function');
    expect(await broken('src/features/cart/probe.tsx', long)).toContain('max-lines-per-function');
    expect(await broken('server/orders/probe.ts', short)).not.toContain('max-lines-per-function');
    expect(await broken('server/orders/probe.test.ts', long)).not.toContain(
      'max-lines-per-function',
    );
  });

  it('keeps zod and React out of the protocol the app bundles', async () => {
    for (const library of ['zod', 'react']) {
      expect(
        await broken('src/protocol/probe.ts', `import * as l from '${library}';\nexport { l };\n`),
      ).toContain('no-restricted-imports');
    }
  });
});

describe('import circles', { timeout: 30_000 }, () => {
  it('are refused', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const results = await linter.lintFiles(['tests/lint/fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
