import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { accountLinks, customers, loginFailures, refreshTokens } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { pushOutbox } from '../db/schema/push.ts';
import { auditLog, staffSessions } from '../db/schema/staff.ts';
import { AUDIT_KEEP_MS } from '../staff/audit.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../staff/staff-sessions.ts';
import { MAIL_NEVER } from '../mail/mail-retry.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { ACCOUNT_KEEP_MS, housekeepingRun, OUTBOX_KEEP_MS } from './housekeeping.ts';

// The hourly housekeeping on a real database: what is done with goes, what may still be
// read stays (a mail being retried, a counter in its window, an expired link that still
// answers 'expired', a family with one live token).
const NOW = new Date('2026-11-27T18:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestDatabase;
let db: Database;
let customerId: number;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  const [row] = await db
    .insert(customers)
    .values({ sub: 'limpieza', createdAt: ago(90 * DAY), updatedAt: ago(90 * DAY) })
    .returning({ id: customers.id });
  customerId = row!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const table of [
    mailOutbox,
    pushOutbox,
    loginFailures,
    accountLinks,
    refreshTokens,
    staffSessions,
  ]) {
    await db.delete(table);
  }
});

const mail = (subject: string, createdAt: Date, done: Partial<typeof mailOutbox.$inferInsert>) =>
  db.insert(mailOutbox).values({
    kind: 'activate',
    toAddress: 'ana@example.com',
    subject,
    text: 'https://tienda.example/validar-cuenta?hash=secreto',
    html: '<p>secreto</p>',
    createdAt,
    nextAttemptAt: createdAt,
    ...done,
  });

describe('housekeeping', () => {
  test('mails: sent or given up before the week goes; one still retried stays however old', async () => {
    const old = ago(OUTBOX_KEEP_MS + HOUR);
    await mail('enviado viejo', old, { sentAt: old });
    await mail('abandonado viejo', old, { nextAttemptAt: MAIL_NEVER, attempts: 3 });
    await mail('reintentando viejo', old, { nextAttemptAt: ago(HOUR), attempts: 9 });
    await mail('enviado reciente', ago(OUTBOX_KEEP_MS - HOUR), { sentAt: ago(DAY) });
    const counts = await housekeepingRun(db, NOW, '1h');
    expect(counts.mailOutbox).toBe(2);
    const left = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    expect(left.map((m) => m.subject)).toEqual(['reintentando viejo', 'enviado reciente']);
  });

  test('pushes: those queued before the week go, whatever became of them', async () => {
    const push = (orderId: number, createdAt: Date) =>
      db.insert(pushOutbox).values({
        subscriptionId: 1,
        orderId,
        status: 'DES',
        createdAt,
        nextAttemptAt: createdAt,
      });
    await push(1, ago(OUTBOX_KEEP_MS + HOUR));
    await push(2, ago(OUTBOX_KEEP_MS - HOUR));
    await push(3, NOW);
    expect((await housekeepingRun(db, NOW, '1h')).pushOutbox).toBe(1);
    const left = await db.select({ orderId: pushOutbox.orderId }).from(pushOutbox);
    expect(left.map((p) => p.orderId).sort()).toEqual([2, 3]);
  });

  test('failed-login counters: those past the window go, those in it stay', async () => {
    await db.insert(loginFailures).values([
      { key: 'ip:203.0.113.1', failures: 4, lastAt: ago(2 * HOUR) },
      { key: 'ip:203.0.113.2', failures: 2, lastAt: ago(HOUR) },
      { key: 'email:ana@example.com', failures: 5, lastAt: ago(HOUR / 2) },
    ]);
    expect((await housekeepingRun(db, NOW, '1h')).loginFailures).toBe(2);
    const left = await db.select({ key: loginFailures.key }).from(loginFailures);
    expect(left.map((r) => r.key)).toEqual(['email:ana@example.com']);
  });

  test('account links: used or expired over a month ago go; a lately expired one stays', async () => {
    const link = (hashDigest: string, expiresAt: Date, usedAt: Date | null = null) => ({
      customerId,
      purpose: 'recover' as const,
      hashDigest,
      createdAt: ago(40 * DAY),
      expiresAt,
      usedAt,
    });
    await db
      .insert(accountLinks)
      .values([
        link('vencido-hace-mucho', ago(ACCOUNT_KEEP_MS + DAY)),
        link('usado-hace-mucho', NOW, ago(ACCOUNT_KEEP_MS + DAY)),
        link('vencido-ayer', ago(DAY)),
        link('abierto', new Date(NOW.getTime() + DAY)),
      ]);
    expect((await housekeepingRun(db, NOW, '1h')).accountLinks).toBe(2);
    const left = await db.select({ d: accountLinks.hashDigest }).from(accountLinks);
    expect(left.map((r) => r.d).sort()).toEqual(['abierto', 'vencido-ayer']);
  });

  test('sign-in families: a family whose every token ended over a month ago goes whole', async () => {
    const token = (family: string, tokenDigest: string, expiresAt: Date) => ({
      customerId,
      family,
      tokenDigest,
      createdAt: ago(90 * DAY),
      expiresAt,
    });
    await db.insert(refreshTokens).values([
      token('muerta', 'm1', ago(ACCOUNT_KEEP_MS + 2 * DAY)),
      token('muerta', 'm2', ago(ACCOUNT_KEEP_MS + DAY)),
      // an old rotated token of a family that still has a live one stays with it
      token('viva', 'v1', ago(ACCOUNT_KEEP_MS + DAY)),
      token('viva', 'v2', new Date(NOW.getTime() + DAY)),
      token('reciente', 'r1', ago(DAY)),
    ]);
    expect((await housekeepingRun(db, NOW, '1h')).refreshTokens).toBe(2);
    const left = await db
      .select({ d: refreshTokens.tokenDigest })
      .from(refreshTokens)
      .orderBy(asc(refreshTokens.tokenDigest));
    expect(left.map((r) => r.d)).toEqual(['r1', 'v1', 'v2']);
  });

  test('staff sessions past their idle or absolute expiry go, and audit entries past a year', async () => {
    const session = (idDigest: string, createdAt: Date, lastUsedAt: Date) => ({
      idDigest,
      csrfToken: 'x',
      staffId: 1,
      createdAt,
      lastUsedAt,
    });
    await db
      .insert(staffSessions)
      .values([
        session('ociosa', ago(DAY), ago(SESSION_IDLE_MS + HOUR)),
        session('vieja', ago(SESSION_MAX_MS + HOUR), ago(HOUR)),
        session('viva', ago(DAY), ago(HOUR)),
      ]);
    const entry = (action: string, at: Date) => ({ at, staffId: 1, action });
    await db
      .insert(auditLog)
      .values([
        entry('viejo', ago(AUDIT_KEEP_MS + DAY)),
        entry('reciente', ago(AUDIT_KEEP_MS - DAY)),
      ]);
    const counts = await housekeepingRun(db, NOW, '1h');
    expect([counts.staffSessions, counts.auditLog]).toEqual([2, 1]);
    const sessions = await db.select({ d: staffSessions.idDigest }).from(staffSessions);
    expect(sessions.map((r) => r.d)).toEqual(['viva']);
    const entries = await db.select({ a: auditLog.action }).from(auditLog);
    expect(entries.map((r) => r.a)).toEqual(['reciente']);
  });

  test('a second pass, as another instance would run it at once, deletes nothing more', async () => {
    const old = ago(OUTBOX_KEEP_MS + HOUR);
    await mail('enviado viejo', old, { sentAt: old });
    await db.insert(loginFailures).values({ key: 'ip:198.51.100.7', failures: 1, lastAt: old });
    const [first, second] = await Promise.all([
      housekeepingRun(db, NOW, '1h'),
      housekeepingRun(db, NOW, '1h'),
    ]);
    expect(first.mailOutbox + second.mailOutbox).toBe(1);
    expect(first.loginFailures + second.loginFailures).toBe(1);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});
