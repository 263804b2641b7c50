import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// docs/protocol.md: bad requests answer 4xx with codigoRetorno '02' and a Spanish message,
// never a 500. Every call of the foundation gets every kind of bad input.
const CALLS = [
  '/auth/guest',
  '/data/getData',
  '/data/getImages',
  '/data/getCatalogos',
  '/data/getFechaHora',
];
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ env: { BODY_LIMIT: '4096' } });
});
afterAll(async () => {
  await s.close();
});

function expectSpanishError(r: { status: number; body: Record<string, unknown> }, status: number) {
  expect(r.status).toBe(status);
  expect(r.body.codigoRetorno).toBe('02');
  expect(typeof r.body.mensajeRetorno).toBe('string');
  expect(String(r.body.mensajeRetorno)).not.toMatch(/error:|at .*\.ts|stack/i);
}

async function raw(path: string, init: RequestInit) {
  const res = await fetch(`${s.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, res };
}

describe.each(CALLS)('%s', (call) => {
  test.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s → 405 use POST', async (method) => {
    const r = await raw(`/api${call}`, { method });
    expectSpanishError(r, 405);
    expect(r.body.mensajeRetorno).toBe('Método no permitido: use POST');
    expect(r.res.headers.get('allow')).toBe('POST');
  });

  test('malformed multipart → 400', async () => {
    for (const ct of ['multipart/form-data; boundary=zzz', 'multipart/form-data']) {
      const r = await post(s, call, '--x\r\nbasura', { 'content-type': ct });
      expectSpanishError(r, 400);
      expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida/);
    }
  });

  test('unsupported content types → 415', async () => {
    for (const [ct, body] of [
      ['application/json', '{"background":true}'],
      ['text/plain', 'hola'],
      ['application/xml', '<a/>'],
    ]) {
      const r = await post(s, call, body, { 'content-type': ct! });
      expectSpanishError(r, 415);
    }
  });

  test('oversized urlencoded and multipart bodies → 413', async () => {
    const big = 'a'.repeat(10_000);
    expectSpanishError(await post(s, call, { background: big }), 413);
    const fd = new FormData();
    fd.append('archivo', new Blob([new Uint8Array(10_000)]), 'x.bin');
    const r = await post(s, call, fd);
    expectSpanishError(r, 413);
    expect(r.body.mensajeRetorno).toBe('La solicitud es demasiado grande');
  });

  test('odd but well-formed form bodies never produce 500', async () => {
    for (const body of ['a=%zz&b=%E0%A4%A', '&&&==', '__proto__[x]=1', 'constructor=1']) {
      const r = await post(s, call, body, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(r.status, body).toBeLessThan(500);
      expect(['00', '02']).toContain(r.body.codigoRetorno);
    }
  });
});

describe('wrong field types', () => {
  test('getImages background=notabool → 400 naming the field', async () => {
    const r = await post(s, '/data/getImages', { background: 'notabool' });
    expectSpanishError(r, 400);
    expect(r.body.mensajeRetorno).toBe('Solicitud inválida: background: debe ser true o false');
  });

  test('getImages with a repeated field or a file where a value belongs → 400', async () => {
    const rep = await post(s, '/data/getImages', 'background=true&background=false', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectSpanishError(rep, 400);
    const fd = new FormData();
    fd.append('background', new Blob(['true']), 'b.txt');
    expectSpanishError(await post(s, '/data/getImages', fd), 400);
  });
});

describe('unknown calls', () => {
  test.each(['/nada', '/data/noExiste', '/auth', '/data/getData/extra'])(
    'POST %s → 404',
    async (p) => {
      const r = await post(s, p);
      expectSpanishError(r, 404);
      expect(r.body.mensajeRetorno).toBe('Servicio no encontrado');
    },
  );

  test('GET on an unknown API path is still 405 (every call is POST)', async () => {
    expectSpanishError(await raw('/api/no/existe', { method: 'GET' }), 405);
  });

  test('non-API paths without a built app → 404 envelope', async () => {
    expectSpanishError(await raw('/cualquier/cosa', { method: 'GET' }), 404);
  });
});
