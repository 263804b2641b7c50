import { request } from 'node:http';
import { connect } from 'node:net';

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

/** What a raw socket saw of a refusal answered while its body was still being sent. */
export interface RefusalWhileSending {
  status: number;
  headers: string;
  /** body bytes written before the answer arrived */
  sentBeforeAnswer: number;
  /** body bytes the socket took after the answer arrived, before it ended or the total was out */
  sentAfterAnswer: number;
  /** the server ended or reset the connection within the wait after its answer */
  closedByServer: boolean;
}

/**
 * Test support: sends the request line, `headers` and a chunked body of `total` bytes on a
 * raw socket, 64 KiB a chunk, and notes how much had gone out when the answer arrived; after
 * it, sending goes on for up to `waitMs`. A server that refuses and closes stops the sending
 * early (its socket ends or resets); one that keeps the connection reads the whole body into
 * the void.
 */
export function refusalWhileSending(
  url: string,
  head: { method: string; path: string; headers: Record<string, string> },
  total: number,
  waitMs = 3000,
): Promise<RefusalWhileSending> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const frame = Buffer.concat([
    Buffer.from(`${chunk.length.toString(16)}\r\n`),
    chunk,
    Buffer.from('\r\n'),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let answeredAt = -1;
    let sent = 0;
    let closed = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const [statusLine = '', ...rest] = answer.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers: rest.join('\n').toLowerCase(),
        sentBeforeAnswer: answeredAt < 0 ? sent : answeredAt,
        sentAfterAnswer: answeredAt < 0 ? 0 : sent - answeredAt,
        closedByServer: closed,
      });
    };
    const pump = () => {
      while (!socket.destroyed && !closed && sent < total) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (sent >= total && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      if (answeredAt >= 0 || !answer.includes('\r\n\r\n')) return;
      answeredAt = sent;
      setTimeout(finish, waitMs);
    });
    const onClosed = () => {
      closed = true;
      finish();
    };
    socket.on('end', onClosed);
    socket.on('close', onClosed);
    socket.on('error', (e) => {
      if (answeredAt < 0 && !answer) reject(e);
      else onClosed();
    });
    const lines = Object.entries({ ...head.headers, 'transfer-encoding': 'chunked' }).map(
      ([k, v]) => `${k}: ${v}`,
    );
    socket.write(
      `${head.method} ${head.path} HTTP/1.1\r\nhost: ${hostname}\r\n${lines.join('\r\n')}\r\n\r\n`,
    );
    pump();
  });
}
