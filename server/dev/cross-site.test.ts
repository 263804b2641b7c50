import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { demoChain, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { DEV_REQUEST_HEADER } from './dev-request.ts';

// issue 13 (2): a page on another site must not drive the development endpoints through a
// visitor's browser. A form or a simple fetch can only send simple headers, so a request is
// taken when it comes from our own origin or carries a header only a script of ours (or a
// tool) can add.
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ chain: demoChain(), clock: () => MONDAY_NOON });
});
afterAll(async () => {
  await s.close();
});

async function devPost(path: string, headers: Record<string, string>) {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'estado=CAN',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const trackerStatus = async (hash: string) =>
  ((await post(s, `/cliente/getOrdenHash/${hash}`)).body.data as { estadoTracker: string })
    .estadoTracker;

describe('a cross-site request is refused', () => {
  const refused = {
    status: 403,
    body: {
      codigoRetorno: '02',
      mensajeRetorno: 'Solicitud rechazada: origen no permitido',
    },
  };

  test('a form posted from another site (its Origin is not ours)', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-x', deliveryType: 'DOM' });
    expect(
      await devPost(`/dev/orders/${o.id}/status`, { origin: 'https://ataque.example' }),
    ).toEqual(refused);
    expect(await trackerStatus(o.hash)).toBe('PEN');
  });

  test('a request the browser marks as cross-site', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-x', deliveryType: 'DOM' });
    expect(await devPost(`/dev/orders/${o.id}/status`, { 'sec-fetch-site': 'cross-site' })).toEqual(
      refused,
    );
    expect(await trackerStatus(o.hash)).toBe('PEN');
  });

  test('a simple request with neither our origin nor the header', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-x', deliveryType: 'DOM' });
    expect(await devPost(`/dev/orders/${o.id}/driver`, {})).toEqual(refused);
    expect(await devPost('/dev/orders/count', { origin: 'null' })).toEqual(refused);
  });
});

describe('our own pages and tools are served', () => {
  test('a request from our own origin', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-x', deliveryType: 'DOM' });
    const r = await devPost(`/dev/orders/${o.id}/status`, {
      origin: s.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(r).toMatchObject({ status: 200, body: { codigoRetorno: '00', estado: 'CAN' } });
  });

  test('a request with the header (a test or a script of ours)', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-x', deliveryType: 'DOM' });
    const r = await devPost(`/dev/orders/${o.id}/status`, { [DEV_REQUEST_HEADER]: '1' });
    expect(r).toMatchObject({ status: 200, body: { codigoRetorno: '00', estado: 'CAN' } });
  });
});
