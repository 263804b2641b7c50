import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 13 #8: a path parameter longer than the router takes, or a URL it cannot decode,
// answers the envelope; a guest token is renewed only within GUEST_RENEW_WINDOW (30 days
// by default) after it expired.
const DAY = 86_400_000;
const T0 = new Date('2026-11-23T18:00:00Z');
let now = T0;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock: () => now });
});
afterAll(async () => {
  await s.close();
});

describe('paths the router refuses', () => {
  test.each([101, 5000])('a %i-character hash → 404 envelope', async (n) => {
    const res = await fetch(`${s.url}/api/cliente/getOrdenHash/${'a'.repeat(n)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'Servicio no encontrado',
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  test('a path that is not valid percent-encoding → 400 envelope', async () => {
    const res = await fetch(`${s.url}/api/cliente/getOrdenHash/%zz%E0`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Solicitud inválida' });
  });
});

describe('guest token renewal window', () => {
  async function guestAt(at: Date): Promise<Record<string, string>> {
    now = at;
    const token = (await post(s, '/auth/guest')).body.token as string;
    return { authorization: `Bearer ${token}` };
  }
  // the guest token lives 7 days (GUEST_TTL); ask a guest call `days` after it expired
  async function callExpiredBy(days: number) {
    const headers = await guestAt(T0);
    now = new Date(T0.getTime() + 7 * DAY + days * DAY);
    return post(s, '/data/getBloqueos', {}, headers);
  }

  test('expired a day ago → 401 with a renewed token', async () => {
    const r = await callExpiredBy(1);
    expect(r.status).toBe(401);
    expect(r.headers.get('token')).toBeTruthy();
  });

  test('expired 29 days ago → still renewed', async () => {
    expect((await callExpiredBy(29)).headers.get('token')).toBeTruthy();
  });

  test.each([31, 365])('expired %i days ago → 401 without a token', async (days) => {
    const r = await callExpiredBy(days);
    expect(r.status).toBe(401);
    expect(r.headers.get('token')).toBeNull();
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'Tu sesión expiró, inicia sesión de nuevo',
    });
  });
});
