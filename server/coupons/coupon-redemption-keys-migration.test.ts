import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailCanonical } from '../../src/domain/account/customer-identity.ts';
import { couponRedemptions } from '../db/schema/coupons.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';

// Migration 0013 (decision 031): the stored uses keyed by a lower-cased e-mail become
// 'email:' + the domain's canonical e-mail (their use numbers counted again per key), and a
// guest order's use is also recorded under its phone, as a new guest order's is.
const MIGRATION = new URL('../db/migrations/0013_coupon_redemption_keys.sql', import.meta.url);
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

test('old keys are rewritten to the canonical forms and guest phones are filled in', async () => {
  const { db } = t;
  const guest = await orderFixtureInsert(db, {
    ownerSub: 'g-migracion',
    client: { telefono: '+503 7000-9999' },
  });
  const other = await orderFixtureInsert(db, { ownerSub: 'g-otro', client: { telefono: '' } });
  const account = await orderFixtureInsert(db, { ownerSub: 'cuenta', ownerKind: 'user' });
  const at = new Date('2026-11-20T12:00:00Z');
  const old = [
    // two variants of one gmail mailbox, each once: two uses of one customer after
    { couponId: 2005, key: 'ana.perez+1@gmail.com', n: 1, orderId: guest.id },
    { couponId: 2005, key: 'anaperez@googlemail.com', n: 1, orderId: other.id },
    { couponId: 2001, key: 'cuenta.x@example.com', n: 1, orderId: account.id },
    { couponId: 2001, key: '+solo@example.com', n: 1, orderId: account.id },
  ];
  await db.insert(couponRedemptions).values(
    old.map((r) => ({
      couponId: r.couponId,
      redemptionKey: r.key,
      useNumber: r.n,
      orderId: r.orderId,
      createdAt: at,
    })),
  );

  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
  }

  const rows = await db.select().from(couponRedemptions);
  const seen = rows
    .map((r) => [r.couponId, r.redemptionKey, r.useNumber, r.orderId])
    .sort((a, b) => String(a).localeCompare(String(b)));
  expect(seen).toEqual(
    [
      [2001, 'email:+solo@example.com', 1, account.id],
      [2001, 'email:cuenta.x@example.com', 1, account.id],
      [2005, 'email:anaperez@gmail.com', 1, guest.id],
      [2005, 'email:anaperez@gmail.com', 2, other.id],
      [2005, 'tel:70009999', 1, guest.id],
    ].sort((a, b) => String(a).localeCompare(String(b))),
  );
  // the SQL agrees with the domain's rule
  for (const r of old) {
    expect(rows.some((row) => row.redemptionKey === `email:${emailCanonical(r.key)}`)).toBe(true);
  }
});
