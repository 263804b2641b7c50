import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureChain, startTestServer, type TestServer } from '../test/harness.ts';
import { loadChain } from '../seed/load.ts';
import { CHAIN_RECHECK_MS } from './chain-cache.ts';

// issue 13 "The menu answer, cached": each chain version's answers are serialised and
// compressed once; a request only picks the bytes its Accept-Encoding asks for

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** POSTs without any decoding, so the bytes are exactly what crossed the wire. */
function postRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${s.url}/api${path}`,
      { method: 'POST', headers: { 'content-length': 0, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): unknown {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.bytes)
      : encoding === 'gzip'
        ? gunzipSync(answer.bytes)
        : answer.bytes;
  return JSON.parse(bytes.toString('utf8'));
}

const CALLS = ['/data/getData', '/data/getImages', '/data/getCatalogos'];

describe('cached chain answers', () => {
  test.each(CALLS)('%s: every encoding decodes to the uncompressed JSON', async (call) => {
    const plain = await postRaw(call);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = decoded(plain);
    expect(json).toMatchObject({ codigoRetorno: '00' });
    const cases: [string, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      // q-values are respected: gzip preferred over br here, br refused there
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const answer = await postRaw(call, { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(answer.headers.etag, accept).toBe(plain.headers.etag);
      expect(answer.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(decoded(answer), accept).toEqual(json);
    }
  });

  test('the same cached buffers are served on every request, not rebuilt', async () => {
    const before = await s.app.ctx.chain.answers();
    const first = await postRaw('/data/getData', { 'accept-encoding': 'br, gzip' });
    const second = await postRaw('/data/getData', { 'accept-encoding': 'br, gzip' });
    const gz = await postRaw('/data/getData', { 'accept-encoding': 'gzip' });
    const after = await s.app.ctx.chain.answers();
    expect(after.getData).toBe(before.getData);
    expect(first.bytes.equals(before.getData.br)).toBe(true);
    expect(second.bytes.equals(before.getData.br)).toBe(true);
    expect(gz.bytes.equals(before.getData.gzip)).toBe(true);
  });

  test('If-None-Match with the ETag is a 304 in any encoding', async () => {
    const { headers } = await postRaw('/data/getData', { 'accept-encoding': 'br' });
    const etag = String(headers.etag);
    for (const accept of ['br, gzip', 'gzip', '']) {
      const again = await postRaw('/data/getData', {
        'accept-encoding': accept,
        'if-none-match': etag,
      });
      expect(again.status, accept).toBe(304);
      expect(again.bytes.byteLength, accept).toBe(0);
    }
  });

  test('a chain change yields new bytes in every encoding within CHAIN_RECHECK_MS', async () => {
    const old = await postRaw('/data/getData', { 'accept-encoding': 'br, gzip' });
    const chain = fixtureChain();
    chain.productos[0]!.N = 'Hamburguesa recién cambiada';
    await loadChain(s.db, chain);
    // the loaded-at stamp is trusted for CHAIN_RECHECK_MS (decision 017)
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    for (const accept of ['br, gzip', 'gzip', '']) {
      const fresh = await postRaw('/data/getData', { 'accept-encoding': accept });
      expect(fresh.headers.etag, accept).not.toBe(old.headers.etag);
      expect(JSON.stringify(decoded(fresh)), accept).toContain('Hamburguesa recién cambiada');
    }
    const current = await s.app.ctx.chain.answers();
    const again = await postRaw('/data/getData', { 'accept-encoding': 'br' });
    expect(again.bytes.equals(current.getData.br)).toBe(true);
  });
});
