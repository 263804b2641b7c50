import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadChain } from '../seed/load.ts';
import {
  fixtureChain,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../test/harness.ts';

// issue 13 "Operations": /healthz and /readyz outside API_BASE, and a request id on every
// answer (and in every log line: bad-text.test.ts, shutdown.test.ts).
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

describe('probes', () => {
  test('/healthz: the process answers', async () => {
    const r = await getJson(`${s.url}/healthz`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  test('/readyz: database and chain ready', async () => {
    const r = await getJson(`${s.url}/readyz`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', checks: { database: true, chain: true } });
  });

  test('/readyz without a chain loaded → 503, while /healthz stays 200', async () => {
    const empty = await startTestServer({ chain: null });
    try {
      const r = await getJson(`${empty.url}/readyz`);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 'unavailable', checks: { database: true, chain: false } });
      expect((await getJson(`${empty.url}/healthz`)).status).toBe(200);
    } finally {
      await empty.close();
    }
  });

  test('/readyz with the database gone → 503', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: s.dataDir, STATIC_DIR: '/nada' });
    const { db, close } = await openTestDatabase();
    await loadChain(db, fixtureChain());
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect((await getJson(`${url}/readyz`)).status).toBe(200);
      await close();
      const r = await getJson(`${url}/readyz`);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 'unavailable', checks: { database: false, chain: false } });
      expect((await getJson(`${url}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  test('every answer carries x-request-id, a different one each time', async () => {
    const a = await fetch(`${s.url}/api/data/getFechaHora`, { method: 'POST' });
    const b = await fetch(`${s.url}/api/no/existe`, { method: 'POST' });
    const c = await fetch(`${s.url}/healthz`);
    const ids = [a, b, c].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  test("a proxy's id is kept when it looks like one, replaced otherwise", async () => {
    const kept = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'lb-1234.abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abcd');
    for (const given of ['a b', 'x'.repeat(65), '{"json":1}']) {
      const res = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': given } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
