import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { multipartFields, streamPost } from '../test/raw-http.ts';

// issue 13 #1: the body limit (BODY_LIMIT, 1 MiB by default) holds while the body streams,
// whatever the content type and whether or not it declares its length; multipart bodies
// carry a bounded number of fields and no files (§7 sends none).
const MiB = 1024 * 1024;
const BOUNDARY = 'limite0123456789';
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const url = () => `${s.url}${s.config.apiBase}/data/getFechaHora`;

function expectTooLarge(r: { status: number; body: Record<string, unknown> }) {
  expect(r.status).toBe(413);
  expect(r.body).toEqual({
    codigoRetorno: '02',
    mensajeRetorno: 'La solicitud es demasiado grande',
  });
}

describe('chunked bodies without Content-Length', () => {
  test('multipart of 32 MiB in 256 KiB fields → 413 before the body ends', async () => {
    const r = await streamPost(
      url(),
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      multipartFields(BOUNDARY, 128, 256 * 1024),
    );
    expectTooLarge(r);
    // refused while streaming: the answer came long before the 32 MiB were sent, and the
    // connection closes so the rest is never read
    expect(r.sent).toBeLessThan(16 * MiB);
    expect(r.headers.connection).toBe('close');
  });

  test('urlencoded of 32 MiB → 413 before the body ends', async () => {
    function* form() {
      for (let i = 0; i < 128; i++) yield Buffer.from(`f${i}=${'a'.repeat(256 * 1024)}&`);
    }
    const r = await streamPost(
      url(),
      { 'content-type': 'application/x-www-form-urlencoded' },
      form(),
    );
    expectTooLarge(r);
    expect(r.sent).toBeLessThan(16 * MiB);
    expect(r.headers.connection).toBe('close');
  });

  test('four at once are all refused', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() =>
        streamPost(
          url(),
          { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          multipartFields(BOUNDARY, 128, 256 * 1024),
        ),
      ),
    );
    for (const r of answers) expectTooLarge(r);
  });

  test('a chunked multipart body under the limit is still answered', async () => {
    const r = await streamPost(
      url(),
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      multipartFields(BOUNDARY, 3, 100),
    );
    expect(r.status).toBe(200);
    expect(r.body.codigoRetorno).toBe('00');
  });
});

describe('multipart fields and parts', () => {
  test('more than 50 fields → 413', async () => {
    const fd = new FormData();
    for (let i = 0; i < 51; i++) fd.append(`f${i}`, 'x');
    expectTooLarge(await post(s, '/data/getFechaHora', fd));
  });

  test('50 fields are fine', async () => {
    const fd = new FormData();
    for (let i = 0; i < 50; i++) fd.append(`f${i}`, 'x');
    expect((await post(s, '/data/getFechaHora', fd)).status).toBe(200);
  });

  test('a file part → 400: the protocol sends no files', async () => {
    const fd = new FormData();
    fd.append('archivo', new Blob(['hola']), 'hola.txt');
    const r = await post(s, '/data/getFechaHora', fd);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'Solicitud inválida: archivo: no se aceptan archivos',
    });
  });
});
