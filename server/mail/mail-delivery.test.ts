import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { mailEnqueue } from './mail-outbox.ts';
import { smtpSinkStart, type SmtpSink } from './smtp-sink.fixture.ts';

// issue 15: the server started with SMTP_URL sends what the outbox holds, within a poll,
// and stops its sender when it closes.
let smtp: SmtpSink;
let s: TestServer;

beforeAll(async () => {
  smtp = await smtpSinkStart();
  s = await startTestServer({
    chain: null,
    env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '20', BRAND_NAME: 'Pollo Feliz' },
  });
});
afterAll(async () => {
  await s.close();
  await smtp.stop();
});

test('a mail enqueued while the server runs is delivered from the brand', async () => {
  await mailEnqueue(
    s.db,
    {
      kind: 'recover',
      to: 'ana@example.com',
      subject: 'Cambia tu contraseña',
      text: 'Tu enlace: https://tienda.example/updatepass/abc\n',
      html: '<p>Tu enlace</p>',
    },
    new Date(),
  );
  const [got] = await smtp.waitFor(1, 5000);
  expect(got).toMatchObject({
    from: 'Pollo Feliz <no-reply@localhost>',
    rcptTo: ['ana@example.com'],
    subject: 'Cambia tu contraseña',
    html: '<p>Tu enlace</p>',
  });
});

test('closing the server stops the sender: a mail enqueued afterwards stays in the outbox', async () => {
  const other = await startTestServer({
    chain: null,
    env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '20' },
  });
  const before = smtp.received.length;
  await other.app.close();
  await mailEnqueue(
    other.db,
    { kind: 'activate', to: 'luis@example.com', subject: 'x', text: 'x', html: 'x' },
    new Date(),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(smtp.received.length).toBe(before);
  const rows = await other.db.select().from(mailOutbox);
  expect(rows.map((r) => r.sentAt)).toEqual([null]);
  await other.close();
});
