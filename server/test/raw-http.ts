import { request } from 'node:http';

/**
 * Test support (only *.test.ts import this file): a POST whose body is written chunk by chunk
 * with Transfer-Encoding: chunked (no Content-Length), the way a client can bypass a check of
 * the declared length. Writing stops as soon as the server answers, and `sent` tells how many
 * body bytes had gone out by then.
 */

export interface StreamedAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** body bytes written before the answer arrived */
  sent: number;
}

export function streamPost(
  url: string,
  headers: Record<string, string>,
  chunks: Iterable<Buffer>,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      const sentThen = sent;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          sent: sentThen,
        });
        req.destroy();
      });
    });
    // the server may close the connection while we still write: only an error before
    // the answer is a failure
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const it = chunks[Symbol.iterator]();
    const pump = () => {
      while (!answered && !req.destroyed) {
        const next = it.next();
        if (next.done) {
          req.end();
          return;
        }
        sent += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    req.flushHeaders();
    pump();
  });
}

/** A multipart body's pieces: `count` text fields of `size` bytes each, then the closing line. */
export function* multipartFields(boundary: string, count: number, size: number): Generator<Buffer> {
  const value = Buffer.alloc(size, 'a');
  for (let i = 0; i < count; i++) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`,
      'utf8',
    );
    yield value;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}
