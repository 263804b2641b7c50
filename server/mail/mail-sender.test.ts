import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { mailEnqueue } from './mail-outbox.ts';
import { MAIL_NEVER } from './mail-retry.ts';
import { mailSenderStart, type MailSender } from './mail-sender.ts';
import { smtpTransport } from './mail-transport.ts';
import { smtpSinkCreate, smtpSinkStart, type SmtpSink } from './smtp-sink.fixture.ts';
import { until } from '../test/until.ts';

// issue 15: mails leave the outbox through a real SMTP server (smtp-server), with retries
// while it is down, once each even with several senders, and given up on a permanent 550.
const FROM = '"Burger Salvador" <no-reply@localhost>';
const START = new Date('2026-11-23T18:00:00.000Z');

let t: TestDatabase;
let db: Database;
let now: Date;
const clock = () => now;
const senders: MailSender[] = [];
const sinks: SmtpSink[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  now = START;
  await db.delete(mailOutbox);
});
afterEach(async () => {
  for (const s of senders.splice(0)) await s.stop();
  for (const s of sinks.splice(0)) await s.stop();
});

function start(url: string, extra: { batchSize?: number; permanentAttempts?: number } = {}) {
  const sender = mailSenderStart({
    db,
    transport: smtpTransport(url, FROM),
    clock,
    pollMs: 10,
    ...extra,
  });
  senders.push(sender);
  return sender;
}

async function sink(options: Parameters<typeof smtpSinkStart>[0] = {}) {
  const s = await smtpSinkStart(options);
  sinks.push(s);
  return s;
}

const mail = (n: number, to = `cliente${n}@example.com`) => ({
  kind: 'activate',
  to,
  subject: `Confirma tu correo nº ${n}`,
  text: `Hola:\nTu enlace: https://tienda.example/validar-cuenta?hash=${n}\n`,
  html: `<p>Hola: <a href="https://tienda.example/validar-cuenta?hash=${n}">Confirmar</a> ñandú</p>`,
});

const rows = () => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

test('an enqueued mail is delivered with its from, to, subject, HTML and text', async () => {
  const smtp = await sink();
  start(smtp.url);
  await mailEnqueue(db, mail(1, 'ana.lópez@example.com'), now);
  const [got] = await smtp.waitFor(1);
  expect(got!.rcptTo).toEqual(['ana.lópez@example.com']);
  expect(got!.mailFrom).toBe('no-reply@localhost');
  expect(got!.from).toBe('Burger Salvador <no-reply@localhost>');
  expect(got!.to).toBe('ana.lópez@example.com');
  expect(got!.subject).toBe('Confirma tu correo nº 1');
  expect(got!.text).toBe(mail(1).text);
  expect(got!.html).toBe(mail(1).html);
  const [row] = await until(rows, (r) => r[0]?.sentAt !== null);
  expect(row).toMatchObject({ sentAt: START, attempts: 1, lockedUntil: null, lastError: null });
});

test('SMTP down: the mail stays, its tries grow with the backoff, and it goes once SMTP is back', async () => {
  const smtp = await smtpSinkCreate();
  sinks.push(smtp);
  start(smtp.url);
  await mailEnqueue(db, mail(2), now);
  let [row] = await until(rows, (r) => r[0]!.attempts === 1);
  expect(row).toMatchObject({ sentAt: null, lockedUntil: null });
  expect(row!.lastError).toMatch(/^E[A-Z]+$/);
  expect(row!.nextAttemptAt).toEqual(new Date(START.getTime() + 30_000));

  // not due yet: nothing is tried
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await rows())[0]!.attempts).toBe(1);

  now = new Date(START.getTime() + 30_000);
  [row] = await until(rows, (r) => r[0]!.attempts === 2);
  expect(row!.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));
  expect(row!.sentAt).toBeNull();

  await smtp.start();
  now = new Date(now.getTime() + 60_000);
  const [got] = await smtp.waitFor(1);
  expect(got!.subject).toBe('Confirma tu correo nº 2');
  [row] = await until(rows, (r) => r[0]!.sentAt !== null);
  expect(row).toMatchObject({ attempts: 3, lastError: null });
  expect(smtp.received).toHaveLength(1);
});

test('two senders on one database deliver 50 mails, each exactly once', async () => {
  const smtp = await sink();
  for (let n = 1; n <= 50; n++) await mailEnqueue(db, mail(n), now);
  start(smtp.url, { batchSize: 3 });
  start(smtp.url, { batchSize: 3 });
  await smtp.waitFor(50, 20_000);
  await until(rows, (r) => r.every((m) => m.sentAt !== null), 20_000);
  // a late duplicate would arrive after the last mark: give it the time of a few polls
  await new Promise((resolve) => setTimeout(resolve, 150));
  const subjects = smtp.received.map((m) => m.subject).sort();
  expect(subjects).toHaveLength(50);
  expect(new Set(subjects).size).toBe(50);
  expect((await rows()).every((m) => m.attempts === 1)).toBe(true);
});

test('a permanent 550 is tried N times, then given up and kept', async () => {
  const smtp = await sink({ refuse: (address) => address.startsWith('nadie@') });
  start(smtp.url, { permanentAttempts: 3 });
  await mailEnqueue(db, mail(3, 'nadie@example.com'), now);
  await mailEnqueue(db, mail(4), now);
  await smtp.waitFor(1);
  let [refused] = await until(rows, (r) => r[0]!.attempts === 1);
  expect(refused!.lastError).toBe('550');
  now = new Date(now.getTime() + 30_000);
  [refused] = await until(rows, (r) => r[0]!.attempts === 2);
  now = new Date(now.getTime() + 60_000);
  [refused] = await until(rows, (r) => r[0]!.attempts === 3);
  expect(refused).toMatchObject({
    sentAt: null,
    lastError: 'abandonado: 550',
    nextAttemptAt: MAIL_NEVER,
  });
  now = new Date(now.getTime() + 365 * 86_400_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await rows())[0]!.attempts).toBe(3);
  expect(smtp.received.map((m) => m.rcptTo)).toEqual([['cliente4@example.com']]);
});

describe('stopping', () => {
  test('ends the loop promptly, and a mail enqueued after it waits for the next sender', async () => {
    const smtp = await sink();
    const sender = start(smtp.url);
    const began = Date.now();
    await sender.stop();
    expect(Date.now() - began).toBeLessThan(1000);
    await mailEnqueue(db, mail(5), now);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(0);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'activate'));
    expect(row).toMatchObject({ sentAt: null, attempts: 0, lockedUntil: null });
    start(smtp.url);
    await smtp.waitFor(1);
  });
});
