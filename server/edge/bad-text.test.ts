import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartEmpty } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { orders } from '../db/schema/orders.ts';
import { defineCall } from '../http/route.ts';
import { orderBody, pickupData, sealBody } from '../test/save-world';
import type { QuoteMenu } from '../quote/quote-menu.ts';
import { clientMenuRead, menuProduct, wireOf } from '../quote/quote.fixture';
import { demoChain, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 13 #4: a NUL or an unpaired surrogate in any text field is a 400 with a Spanish
// message (PostgreSQL cannot store NUL; a lone surrogate is not text), never a 500; and an
// unexpected error is logged without the customer's data.
let s: TestServer;
let guest: Record<string, string>;
let menu: QuoteMenu;
const lines: string[] = [];

const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  s = await startTestServer({
    chain: demoChain(),
    clock: () => MONDAY_NOON,
    logStream,
    // a call whose query fails with the customer's data among its parameters
    extend: async (app) => {
      defineCall(app, '/api/prueba/falla', {}, async () => {
        await app.ctx.db.execute(sql`select ${'Ana María Pérez ana@example.com 70001234'}::int`);
        return {};
      });
    },
  });
  menu = await clientMenuRead(s);
  const token = (await post(s, '/auth/guest')).body.token as string;
  guest = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await s.close();
});

async function save(body: unknown) {
  const ck = (await post(s, '/data/getFechaHora')).headers.get('ck') ?? '';
  const data = sealBody(body, ck.split('/').pop() ?? '');
  return post(s, '/data/saveOrderPendiente', { data }, guest);
}

function validBody() {
  const cart = cartAdd(cartEmpty(), menuProduct(menu, 1001), 2);
  return orderBody(pickupData(cart), wireOf(cart));
}

const BAD = { NUL: 'Ana\u0000María', 'lone surrogate': 'Ana \ud83d María' };

describe.each(Object.entries(BAD))('%s', (_kind, text) => {
  test.each(['nombre', 'personaRecibe', 'comentarios'])('in data.%s → 400', async (field) => {
    const body = validBody();
    const r = await save({ ...body, data: { ...body.data, [field]: text } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: `Solicitud inválida: data.${field}: contiene caracteres no permitidos`,
    });
  });

  test('in orden.fcmToken → 400', async () => {
    const body = validBody();
    const r = await save({ ...body, orden: { ...body.orden, fcmToken: text } });
    expect(r.status).toBe(400);
    expect(r.body.mensajeRetorno).toBe(
      'Solicitud inválida: orden.fcmToken: contiene caracteres no permitidos',
    );
  });
});

// a form body is UTF-8, which has no way to write a lone surrogate: only NUL gets through
test.each(['urlencoded', 'multipart'])('NUL in a %s field → 400', async (kind) => {
  const fields = { codigo: 'PROMO\u0000' };
  const fd = new FormData();
  fd.append('codigo', fields.codigo);
  const r = await post(s, '/data/getPromo', kind === 'multipart' ? fd : fields, guest);
  expect(r.status).toBe(400);
  expect(r.body.mensajeRetorno).toBe(
    'Solicitud inválida: codigo: contiene caracteres no permitidos',
  );
});

test('nothing was stored, and well-formed text still saves', async () => {
  expect(await s.db.select({ id: orders.id }).from(orders)).toHaveLength(0);
  const body = validBody();
  const r = await save({ ...body, data: { ...body.data, nombre: 'José Ñandú 🍔' } });
  expect(r.body.codigoRetorno).toBe('00');
});

describe('logs', () => {
  test('an unexpected error is logged without personal data, with the request id', async () => {
    lines.length = 0;
    const r = await post(s, '/prueba/falla');
    expect(r.status).toBe(500);
    const logged = lines.join('\n');
    const error = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.level === 50);
    expect(error).toBeDefined();
    expect(error?.reqId).toBe(r.headers.get('x-request-id'));
    expect(logged).not.toMatch(/Ana|ana@example\.com|70001234/);
  });

  test('request lines carry no order hash, query string or address', async () => {
    lines.length = 0;
    await post(s, `/cliente/getOrdenHash/${'ab'.repeat(16)}?correo=ana@example.com`);
    const logged = lines.join('\n');
    expect(logged).not.toContain('ab'.repeat(16));
    expect(logged).not.toContain('ana@example.com');
    expect(logged).not.toContain('127.0.0.1');
    expect(lines.length).toBeGreaterThan(0);
  });
});
