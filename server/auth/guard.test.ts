import CryptoJS from 'crypto-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../http/route.ts';
import { formId } from '../wire/id-fields.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { TokenService } from './tokens.ts';

// No secure call exists yet in this issue: the guards are exercised through test-only
// calls declared with the same route helper the call modules use.
let now = new Date('2026-11-22T12:00:00Z');
let s: TestServer;
let tokens: TokenService;
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  s = await startTestServer({
    clock: () => now,
    chain: null,
    extend: async (app) => {
      await app.register(
        async (api) => {
          defineCall(api, '/test/secure', { secure: true }, ({ session }) => ({ session }));
          defineCall(api, '/test/guest', { guest: true }, ({ session }) => ({ session }));
          defineCall(
            api,
            '/test/typed',
            { body: z.object({ idpds: formId, oper: z.enum(['A', 'D']) }) },
            ({ body }) => ({ echo: body }),
          );
          defineCall(
            api,
            '/test/encrypted',
            { encrypted: true, body: z.object({ nombres: z.string().min(1), edad: z.number() }) },
            ({ body }) => ({ echo: body }),
          );
        },
        { prefix: '/api' },
      );
    },
  });
  tokens = new TokenService(s.config.secrets, s.config.ttl);
});
afterAll(async () => {
  await s.close();
});

const auth = (token: string, refresh?: string) => ({
  authorization: `Bearer ${token}`,
  ...(refresh ? { 'refresh-token': refresh } : {}),
});

describe('secure guard (§4.1)', () => {
  test('valid access token passes', async () => {
    const { token, refreshToken } = await customerSession(s, 'cliente-7', now);
    const r = await post(s, '/test/secure', undefined, auth(token, refreshToken));
    expect(r.status).toBe(200);
    expect(r.body.session).toMatchObject({ kind: 'user', sub: 'cliente-7' });
  });

  test('missing token → 401 Debes iniciar sesión', async () => {
    const r = await post(s, '/test/secure');
    expect(r).toMatchObject({
      status: 401,
      body: { codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' },
    });
  });

  test('guest token on a secure call → 401 Debes iniciar sesión', async () => {
    const r = await post(s, '/test/secure', undefined, auth(await tokens.guest(now)));
    expect(r.status).toBe(401);
    expect(r.body.mensajeRetorno).toBe('Debes iniciar sesión');
  });

  test('expired access + valid refresh → 401 with fresh tokens that work', async () => {
    const { token, refreshToken } = await customerSession(s, 'cliente-7', now);
    const saved = now;
    now = later(16 * 60_000);
    try {
      const r = await post(s, '/test/secure', undefined, auth(token, refreshToken));
      expect(r.status).toBe(401);
      expect(r.body.mensajeRetorno).toBe('Sesión renovada, repite la solicitud');
      const fresh = r.headers.get('token');
      const freshRefresh = r.headers.get('refresh-token');
      expect(fresh).toBeTruthy();
      expect(freshRefresh).toBeTruthy();
      const retry = await post(s, '/test/secure', undefined, auth(fresh!, freshRefresh!));
      expect(retry.status).toBe(200);
    } finally {
      now = saved;
    }
  });

  test('expired access without refresh, or with an expired refresh → 401 without tokens', async () => {
    const { token, refreshToken } = await customerSession(s, 'cliente-7', now);
    const saved = now;
    now = later(31 * 86_400_000);
    try {
      for (const r of [
        await post(s, '/test/secure', undefined, auth(token)),
        await post(s, '/test/secure', undefined, auth(token, refreshToken)),
      ]) {
        expect(r.status).toBe(401);
        expect(r.body.mensajeRetorno).toBe('Tu sesión expiró, inicia sesión de nuevo');
        expect(r.headers.get('token')).toBeNull();
      }
    } finally {
      now = saved;
    }
  });

  test('forged, garbage or mismatched tokens → 403 Sesión no válida', async () => {
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('cliente-7')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
    const { token, refreshToken } = await customerSession(s, 'cliente-7', now);
    const other = await customerSession(s, 'cliente-8', now);
    const expired = await customerSession(s, 'cliente-7', new Date(now.getTime() - 3600_000));
    const cases: Record<string, string>[] = [
      auth(forged),
      auth('no.es.un.jwt'),
      auth('basura'),
      auth(refreshToken), // a refresh token is not an access token
      auth(expired.token, 'refresh-falso'),
      auth(expired.token, other.refreshToken), // refresh of another customer
      { authorization: `Bearer ${token}x` },
    ];
    for (const headers of cases) {
      const r = await post(s, '/test/secure', undefined, headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Sesión no válida' });
    }
  });
});

describe('guest guard', () => {
  test('accepts a guest token and an access token', async () => {
    const g = await post(s, '/test/guest', undefined, auth(await tokens.guest(now)));
    expect(g.status).toBe(200);
    expect((g.body.session as { kind: string }).kind).toBe('guest');
    const { token } = await customerSession(s, 'cliente-9', now);
    const u = await post(s, '/test/guest', undefined, auth(token));
    expect(u.body.session).toMatchObject({ kind: 'user', sub: 'cliente-9' });
  });

  test('missing → 401, forged → 403, expired guest → 401 with a new guest token', async () => {
    expect((await post(s, '/test/guest')).status).toBe(401);
    expect((await post(s, '/test/guest', undefined, auth('x.y.z'))).status).toBe(403);
    const old = await tokens.guest(new Date(now.getTime() - 8 * 86_400_000));
    const r = await post(s, '/test/guest', undefined, auth(old));
    expect(r.status).toBe(401);
    const fresh = r.headers.get('token');
    expect((await post(s, '/test/guest', undefined, auth(fresh!))).status).toBe(200);
  });

  test('a renewed guest token keeps the guest subject (issue 6 "Ownership")', async () => {
    const old = await tokens.guest(new Date(now.getTime() - 8 * 86_400_000));
    const expired = await tokens.verify(old, 'guest', now);
    if (expired.ok || expired.reason !== 'expired') throw new Error('expected an expired token');
    const sub = expired.claims.sub;
    expect(sub).toMatch(/^g-[0-9a-f-]{36}$/);
    const r = await post(s, '/test/guest', undefined, auth(old));
    expect(r.status).toBe(401);
    const renewed = r.headers.get('token')!;
    expect(renewed).not.toBe(old);
    const after = await post(s, '/test/guest', undefined, auth(renewed));
    expect(after.status).toBe(200);
    expect(after.body.session).toEqual({ kind: 'guest', sub });
    // a new guest (auth/guest) still gets a subject of its own
    const fresh = await tokens.verify(await tokens.guest(now), 'guest', now);
    expect(fresh.ok && fresh.claims.sub).not.toBe(sub);
  });
});

describe('body validation and encryption through the route helper', () => {
  test('wrong field types → 400 naming the fields', async () => {
    const r = await post(s, '/test/typed', { idpds: 'doce', oper: 'X' });
    expect(r.status).toBe(400);
    expect(r.body.codigoRetorno).toBe('02');
    expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida: idpds: .*; oper: /);
    expect(r.body.mensajeRetorno).not.toMatch(/Invalid|expected/); // Spanish, not zod's English
    const missing = await post(s, '/test/typed');
    expect(missing.status).toBe(400);
    const ok = await post(s, '/test/typed', { idpds: '12', oper: 'A' });
    expect(ok.body.echo).toEqual({ idpds: 12, oper: 'A' });
  });

  const encrypt = (payload: unknown, key: string) =>
    CryptoJS.AES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();

  test('decrypts data with the key from the ck header (today and yesterday)', async () => {
    const first = await post(s, '/auth/guest');
    const key = first.headers.get('ck')!.split('/').pop()!;
    const payload = { nombres: 'Ana', edad: 30 };
    const r = await post(s, '/test/encrypted', { data: encrypt(payload, key) });
    expect(r.status).toBe(200);
    expect(r.body.echo).toEqual(payload);
    const saved = now;
    now = later(86_400_000);
    try {
      expect((await post(s, '/test/encrypted', { data: encrypt(payload, key) })).status).toBe(200);
      now = later(86_400_000);
      const stale = await post(s, '/test/encrypted', { data: encrypt(payload, key) });
      expect(stale.status).toBe(400);
      expect(stale.body.mensajeRetorno).toBe('Solicitud inválida: data: no se pudo descifrar');
    } finally {
      now = saved;
    }
    const wrongShape = await post(s, '/test/encrypted', { data: encrypt({ nombres: 1 }, key) });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.mensajeRetorno).toMatch(/nombres: .*edad: /);
    expect((await post(s, '/test/encrypted', { data: 'no-cifrado' })).status).toBe(400);
    expect((await post(s, '/test/encrypted')).status).toBe(400);
  });
});
