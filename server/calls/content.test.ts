import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_PAGE_KEYS, type ContentWire } from '../../src/protocol/content.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { CHAIN_RECHECK_MS } from '../chain/chain-cache.ts';
import { contentAnswerPart } from '../chain/content-answer.ts';
import { loadChain } from '../seed/load.ts';
import { demoChain, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// §2.1 / §2.6 / §2.12 data/getContenido through real HTTP on the demo chain (docs/decisions/033).
let server: TestServer;
let guest: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ chain: demoChain(), clock: () => MONDAY_NOON });
  guest = {
    authorization: `Bearer ${(await post(server, '/auth/guest')).body.token as string}`,
  };
});
afterAll(() => server.close());

const contentOf = (body: Record<string, unknown>): ContentWire => {
  expect(body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: 'OK' });
  return body.data as ContentWire;
};

describe('data/getContenido', () => {
  test('a guest gets the six pages, the announcements and the help the seed loaded', async () => {
    const r = await post(server, '/data/getContenido', {}, guest);
    expect(r.status).toBe(200);
    const data = contentOf(r.body);
    expect(Object.keys(data).sort()).toEqual(['anuncios', 'ayuda', 'paginas']);
    expect(data.paginas.map((p) => p.CLAVE).sort()).toEqual([...CONTENT_PAGE_KEYS].sort());
    // exactly what the chain file holds, nothing added or lost on the way through the table
    expect(data).toEqual(demoChain().contenido);
    const promotions = data.paginas.find((p) => p.CLAVE === 'politicas-promociones')!;
    expect(promotions.SECCIONES.map((s) => s.ID)).toEqual([
      'experiencias-octubre',
      'promociones-octubre',
      'reales',
      'app-web',
      'cupones-digitales',
      'bienvenida',
      'cumple',
      'aperturas',
    ]);
    const faq = data.paginas.find((p) => p.CLAVE === 'preguntas-frecuentes')!;
    expect(faq.SECCIONES.length).toBeGreaterThanOrEqual(12);
    expect(data.anuncios.find((a) => a.BANNER !== null)).toMatchObject({ I: 1, BANNER: 806 });
    expect(data.ayuda.length).toBeGreaterThanOrEqual(6);
    for (const page of data.paginas) {
      expect(page.ACTUALIZADO).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      for (const section of page.SECCIONES) expect(section.ID).toMatch(/^[a-z0-9-]+$/);
    }
  });

  test('a logged-in customer gets the same answer', async () => {
    const customer = await customerSession(server, 'contenido-cliente', MONDAY_NOON);
    const r = await post(server, '/data/getContenido', {}, customer.headers);
    expect(contentOf(r.body)).toEqual(demoChain().contenido);
  });

  test('no token, a forged token or a malformed one is refused with no content', async () => {
    const forged = guest.authorization!.slice(0, -4) + 'AAAA';
    const refused: Record<string, string>[] = [
      {},
      { authorization: forged },
      { authorization: 'Bearer x.y.z' },
    ];
    for (const headers of refused) {
      const r = await post(server, '/data/getContenido', {}, headers);
      expect([401, 403]).toContain(r.status);
      expect(r.body.codigoRetorno).not.toBe('00');
      expect(r.body).not.toHaveProperty('data');
    }
  });

  test('a body it does not take changes nothing: the same answer, nothing echoed', async () => {
    const plain = await post(server, '/data/getContenido', {}, guest);
    const hostile = await post(
      server,
      '/data/getContenido',
      { CLAVE: '<script>alert(1)</script>', I: '999', paginas: '[]' },
      guest,
    );
    expect(hostile.status).toBe(200);
    expect(hostile.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(JSON.stringify(hostile.body)).not.toContain('<script>');
    const broken = await post(server, '/data/getContenido', '{"a":', {
      ...guest,
      'content-type': 'application/json',
    });
    // refused as a client's error (JSON is no body of the protocol), never a server failure
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(broken.body).not.toHaveProperty('data');
  });

  test('cached: compressed, with an ETag, and a 304 for If-None-Match', async () => {
    const url = `${server.url}${server.config.apiBase}/data/getContenido`;
    const first = await fetch(url, {
      method: 'POST',
      headers: { ...guest, 'accept-encoding': 'gzip' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(contentOf((await first.json()) as Record<string, unknown>).paginas).toHaveLength(6);
    const again = await fetch(url, {
      method: 'POST',
      headers: { ...guest, 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    // built once per chain version: the same bytes for every request
    const part = await server.app.ctx.chain.part(contentAnswerPart);
    expect(await server.app.ctx.chain.part(contentAnswerPart)).toBe(part);
  });

  test('a chain loaded without content answers empty lists; a new load is served', async () => {
    const chain = demoChain();
    await loadChain(server.db, { ...chain, contenido: null });
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    const empty = contentOf((await post(server, '/data/getContenido', {}, guest)).body);
    expect(empty).toEqual({ paginas: [], anuncios: [], ayuda: [] });
    chain.contenido!.anuncios[0]!.TITULO = 'Aviso recién cambiado';
    await loadChain(server.db, chain);
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    const fresh = contentOf((await post(server, '/data/getContenido', {}, guest)).body);
    expect(fresh.anuncios[0]!.TITULO).toBe('Aviso recién cambiado');
  });
});
