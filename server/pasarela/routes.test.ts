import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TokenService } from '../auth/tokens.ts';
import { orders } from '../db/schema/orders.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import type { OrderRow } from '../orders/read/order-find.ts';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 6 "Card payment": the dummy gateway page and its result, through real HTTP. The
// token comes from checkout/getValidatorTokenDummy as the app asks for it.
let s: TestServer;
let guest: { sub: string; headers: Record<string, string> };

beforeAll(async () => {
  s = await startTestServer({ chain: demoChain(), clock: () => MONDAY_NOON });
  const token = (await post(s, '/auth/guest')).body.token as string;
  const v = await new TokenService(s.config.secrets, s.config.ttl).verify(
    token,
    'guest',
    MONDAY_NOON,
  );
  if (!v.ok) throw new Error('guest token');
  guest = { sub: v.claims.sub, headers: { authorization: `Bearer ${token}` } };
});
afterAll(async () => {
  await s.close();
});

const cardOrder = () =>
  orderFixtureInsert(s.db, {
    ownerSub: guest.sub,
    paymentType: 'TAR',
    subtotalCents: 1575,
    discountCents: 125,
  });

async function paymentUrl(order: OrderRow): Promise<{ token: string; url: string }> {
  const r = await post(
    s,
    '/checkout/getValidatorTokenDummy',
    formBody({ idorder: String(order.id), tipo: 'T' }),
    guest.headers,
  );
  return { token: r.body.token as string, url: r.body.url as string };
}

async function page(url: string) {
  const res = await fetch(`${s.url}${url}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function answer(fields: Record<string, string>) {
  const res = await fetch(`${s.url}/pasarela/dummy/resultado`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const stored = async (id: number) =>
  (await s.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Every inline style and script carries the nonce the policy allows, and nothing else runs. */
function expectSelfContained(html: string, csp: string | null) {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain(`script-src 'nonce-${nonce}'`);
  for (const tag of html.match(/<(script|style)\b[^>]*>/g) ?? []) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/(src|href)=|url\(|@import|https?:\/\//i);
}

/** Runs the answer page's script against a parent frame that records what it is sent. */
function postedMessages(html: string, origin: string) {
  const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const sent: { message: unknown; target: string }[] = [];
  const parent = {
    postMessage: (message: unknown, target: string) => sent.push({ message, target }),
  };
  const window = { parent, opener: null, location: { origin } };
  runInNewContext(script, { window });
  return sent;
}

describe('GET /pasarela/dummy', () => {
  test('renders an accessible Spanish page with the order, its amount and three buttons', async () => {
    const order = await cardOrder();
    const { url } = await paymentUrl(order);
    const r = await page(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.html).toContain('<html lang="es">');
    expect(r.html).toMatch(/<main>[\s\S]*<h1>Pasarela de pago de prueba<\/h1>[\s\S]*<\/main>/);
    expect(r.html).toContain(`<dd>#${order.id}</dd>`);
    expect(r.html).toContain('<dd>$14.50</dd>');
    expect(r.html).toContain('<form method="post" action="/pasarela/dummy/resultado">');
    const buttons = [
      ...r.html.matchAll(/<button type="submit" name="resultado" value="(\w+)"[^>]*>([^<]+)</g),
    ];
    expect(buttons.map((b) => [b[1], b[2]])).toEqual([
      ['exito', 'Aprobar pago'],
      ['error', 'Rechazar pago'],
      ['invalid', 'Simular respuesta inválida'],
    ]);
    expect(r.html).toContain(s.config.brand.colors[0]);
    expect(r.html).toContain(s.config.brand.colors[1]);
    expectSelfContained(r.html, r.headers.get('content-security-policy'));
  });

  test('an unknown, malformed or missing token is 404 "El enlace de pago no es válido"', async () => {
    for (const url of [
      `/pasarela/dummy?token=${'0'.repeat(32)}`,
      '/pasarela/dummy?token=abc',
      '/pasarela/dummy',
      '/pasarela/dummy?token=a&token=b',
    ]) {
      const r = await page(url);
      expect(r.status, url).toBe(404);
      expect(r.html).toContain('<h1>El enlace de pago no es válido</h1>');
      expectSelfContained(r.html, r.headers.get('content-security-policy'));
    }
  });

  test('asking for a new token invalidates the previous link', async () => {
    const order = await cardOrder();
    const first = await paymentUrl(order);
    const second = await paymentUrl(order);
    expect((await page(first.url)).status).toBe(404);
    expect((await page(second.url)).status).toBe(200);
  });
});

describe('POST /pasarela/dummy/resultado', () => {
  test('exito pays the order and tells the app at its own origin; the link is then used', async () => {
    const order = await cardOrder();
    const { token, url } = await paymentUrl(order);
    const r = await answer({ token, resultado: 'exito' });
    expect(r.status).toBe(200);
    expect(r.html).toContain('<h1>Pago aprobado</h1>');
    expectSelfContained(r.html, r.headers.get('content-security-policy'));
    expect(postedMessages(r.html, s.url)).toEqual([
      { message: { type: 'pasarela', resultado: 'exito', idorder: order.id }, target: s.url },
    ]);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'pagado', paymentToken: null });
    const check = await post(
      s,
      '/data/checkOrder',
      formBody({ idorder: String(order.id) }),
      guest.headers,
    );
    expect(check.body).toMatchObject({ codigoRetorno: '02', pago: 'pagado' });

    const again = await answer({ token, resultado: 'error' });
    expect(again.status).toBe(404);
    expect(again.html).toContain('El enlace de pago no es válido');
    expect((await page(url)).status).toBe(404);
    expect((await stored(order.id)).paymentStatus).toBe('pagado');
    const paid = await post(
      s,
      '/checkout/getValidatorTokenDummy',
      formBody({ idorder: String(order.id), tipo: 'T' }),
      guest.headers,
    );
    expect(paid.body.mensajeRetorno).toBe('Este pedido ya fue pagado');
  });

  test('error declines it; a retry with a new token can still pay', async () => {
    const order = await cardOrder();
    const declined = await answer({ token: (await paymentUrl(order)).token, resultado: 'error' });
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('<h1>Pago rechazado</h1>');
    expect(postedMessages(declined.html, s.url)[0]?.message).toEqual({
      type: 'pasarela',
      resultado: 'error',
      idorder: order.id,
    });
    expect((await stored(order.id)).paymentStatus).toBe('rechazado');
    const check = await post(
      s,
      '/data/checkOrder',
      formBody({ idorder: String(order.id) }),
      guest.headers,
    );
    expect(check.body).toMatchObject({ codigoRetorno: '00', pago: 'rechazado' });

    await answer({ token: (await paymentUrl(order)).token, resultado: 'exito' });
    expect((await stored(order.id)).paymentStatus).toBe('pagado');
  });

  test('invalid leaves the payment unchanged', async () => {
    const order = await cardOrder();
    const r = await answer({ token: (await paymentUrl(order)).token, resultado: 'invalid' });
    expect(r.status).toBe(200);
    expect(r.html).toContain('<h1>Respuesta inválida</h1>');
    expect(postedMessages(r.html, s.url)[0]?.message).toMatchObject({ resultado: 'invalid' });
    expect(await stored(order.id)).toMatchObject({
      paymentStatus: 'pendiente',
      paymentToken: null,
    });
  });

  test('a tampered result is 400 and keeps the link; unknown tokens are 404', async () => {
    const order = await cardOrder();
    const { token, url } = await paymentUrl(order);
    for (const resultado of ['aprobado', '']) {
      const r = await answer({ token, resultado });
      expect(r.status).toBe(400);
      expect(r.html).toContain('Solicitud inválida');
    }
    expect((await page(url)).status).toBe(200);
    const unknown: Record<string, string>[] = [
      { resultado: 'exito' },
      { token: '0'.repeat(32), resultado: 'exito' },
    ];
    for (const fields of unknown) {
      expect((await answer(fields)).status).toBe(404);
    }
    expect((await stored(order.id)).paymentStatus).toBe('pendiente');
    const json = await fetch(`${s.url}/pasarela/dummy/resultado`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, resultado: 'exito' }),
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { codigoRetorno: string }).codigoRetorno).toBe('02');
  });

  test('two answers with the same token at once: exactly one counts', async () => {
    const order = await cardOrder();
    const { token } = await paymentUrl(order);
    const results = await Promise.all([
      answer({ token, resultado: 'exito' }),
      answer({ token, resultado: 'error' }),
      answer({ token, resultado: 'exito' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const winner = results.find((r) => r.status === 200)!;
    const status = (await stored(order.id)).paymentStatus;
    expect(status).toBe(winner.html.includes('Pago aprobado') ? 'pagado' : 'rechazado');
  });
});
