import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { refusalWhileSending } from '../test/raw-http.ts';

// A refusal answered before the body is read (415, 404, 405, …) ends the connection as a 413
// does: a client that keeps streaming a 60 MB body must not have it read into the void.
const MiB = 1024 * 1024;
const TOTAL = 60 * MiB;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const api = (path: string) => `${s.config.apiBase}${path}`;

describe('a refusal before the body closes the connection', () => {
  test.each([
    ['415 text/plain on a call', 'POST', () => api('/data/getFechaHora'), 'text/plain', 415],
    ['404 unknown call', 'POST', () => api('/data/noExiste'), 'text/plain', 404],
    // a form body is parsed before the 404, but only up to the body limit
    [
      '413 unknown call, form body',
      'POST',
      () => api('/data/noExiste'),
      'application/x-www-form-urlencoded',
      413,
    ],
    ['405 PUT on a call', 'PUT', () => api('/data/getFechaHora'), 'text/plain', 405],
    ['404 outside the API', 'POST', () => '/nada/aqui', 'text/plain', 404],
  ])('%s: answered, then the server stops reading', async (_name, method, path, type, status) => {
    const r = await refusalWhileSending(
      s.url,
      {
        method,
        path: path(),
        headers: { 'content-type': type },
      },
      TOTAL,
    );
    expect(r.status).toBe(status);
    expect(r.sentBeforeAnswer).toBeLessThan(16 * MiB);
    expect(r.headers).toContain('connection: close');
    expect(r.closedByServer).toBe(true);
    // socket buffers take a few MiB after the answer; the rest of the 60 MB is never read
    expect(r.sentAfterAnswer).toBeLessThan(16 * MiB);
  });

  test('a GET with a body the route never reads closes too', async () => {
    const r = await refusalWhileSending(
      s.url,
      {
        method: 'GET',
        path: '/healthz',
        headers: { 'content-type': 'text/plain' },
      },
      TOTAL,
    );
    expect(r.status).toBe(200);
    expect(r.sentBeforeAnswer).toBeLessThan(16 * MiB);
    expect(r.closedByServer).toBe(true);
    expect(r.sentAfterAnswer).toBeLessThan(16 * MiB);
  });
});
