import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailEnqueue } from '../mail/mail-outbox.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

// issue 15: without SMTP_URL, in development, the outbox is readable at /dev/mail; never in
// production, where those mails hold the links that open customers' accounts.
const MAIL = {
  kind: 'activate',
  to: 'ana@example.com',
  subject: 'Confirma tu correo',
  text: 'Confirma: http://localhost:3000/validar-cuenta?hash=abc\n',
  html: '<p>Confirma: <a href="http://localhost:3000/validar-cuenta?hash=abc">aquí</a></p><script>alert(1)</script>',
};
const CREATED = new Date('2026-11-23T18:00:00.000Z');

async function get(s: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('in development', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ chain: null });
    await mailEnqueue(s.db, MAIL, CREATED);
    await mailEnqueue(s.db, { ...MAIL, kind: 'recover', subject: 'Cambia tu contraseña' }, CREATED);
  });
  afterAll(async () => {
    await s.close();
  });

  test('GET /dev/mail lists the outbox, newest first, unsent', async () => {
    const r = await get(s, '/dev/mail');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(r.text)).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      mails: [
        {
          id: 2,
          kind: 'recover',
          to: 'ana@example.com',
          subject: 'Cambia tu contraseña',
          created: CREATED.toISOString(),
          sent: null,
        },
        {
          id: 1,
          kind: 'activate',
          to: 'ana@example.com',
          subject: 'Confirma tu correo',
          created: CREATED.toISOString(),
          sent: null,
        },
      ],
    });
  });

  test('GET /dev/mail/:id answers the mail with its HTML and text; unknown ids are 404', async () => {
    const r = await get(s, '/dev/mail/1');
    expect(JSON.parse(r.text)).toMatchObject({
      codigoRetorno: '00',
      mail: { id: 1, kind: 'activate', html: MAIL.html, text: MAIL.text, sent: null },
    });
    expect((await get(s, '/dev/mail/99')).status).toBe(404);
    expect((await get(s, '/dev/mail/uno')).status).toBe(400);
  });

  test('GET /dev/mail/:id/html shows the mail as a sandboxed page', async () => {
    const r = await get(s, '/dev/mail/1/html');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.text).toBe(MAIL.html);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('allow-scripts');
  });

  test('a page on another site is refused; our pages and the address bar are served', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const r = await get(s, '/dev/mail', { 'sec-fetch-site': site });
      expect(r.status).toBe(403);
      expect(r.text).not.toContain('ana@example.com');
    }
    for (const site of ['same-origin', 'none']) {
      expect((await get(s, '/dev/mail/1', { 'sec-fetch-site': site })).status).toBe(200);
    }
  });
});

describe('in production', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      chain: null,
      env: {
        ...PRODUCTION_ENV,
        // even with the development endpoints forced on
        DEV_ENDPOINTS: '1',
      },
    });
    await mailEnqueue(prod.db, MAIL, CREATED);
  });
  afterAll(async () => {
    await prod.close();
  });

  test('/dev/mail does not exist', async () => {
    for (const path of ['/dev/mail', '/dev/mail/1', '/dev/mail/1/html']) {
      const r = await get(prod, path);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain('ana@example.com');
    }
  });
});
