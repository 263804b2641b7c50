import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

// issue 13 #6: connections that send nothing, drip their headers or their body, or sit idle
// after an answer are closed by the server. Short timeouts here; the defaults are seconds
// (docs/configuration.md).
let s: TestServer;
const GIVE_UP = 4000;

beforeAll(async () => {
  s = await startTestServer({
    env: {
      HTTP_HEADERS_TIMEOUT: '300',
      HTTP_REQUEST_TIMEOUT: '800',
      HTTP_IDLE_TIMEOUT: '500',
      HTTP_KEEP_ALIVE_TIMEOUT: '300',
    },
  });
});
afterAll(async () => {
  await s.close();
});

/**
 * Opens a socket, lets `talk` use it, and resolves with the milliseconds until the server
 * closed it, or Infinity if it was still open after GIVE_UP (then we close it ourselves).
 */
type Talk = (socket: Socket, drip: (text: string, every: number) => void) => void;

function closedAfter(talk: Talk): Promise<{ ms: number; got: string }> {
  const { port } = new URL(s.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let got = '';
    let timers: NodeJS.Timeout[] = [];
    const giveUp = setTimeout(() => {
      timers.forEach(clearInterval);
      socket.destroy();
      resolve({ ms: Infinity, got });
    }, GIVE_UP);
    socket.on('data', (d: Buffer) => (got += d.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      timers.forEach(clearInterval);
      resolve({ ms: Date.now() - started, got });
    });
    socket.on('connect', () => {
      const drip = (text: string, every: number) => {
        let i = 0;
        timers = [
          setInterval(() => {
            if (!socket.destroyed) socket.write(text[i++ % text.length] ?? 'x');
          }, every),
        ];
      };
      talk(socket, drip);
    });
  });
}

const REQUEST_LINE = 'POST /api/data/getFechaHora HTTP/1.1\r\nHost: localhost\r\n';

test('a connection that sends nothing is closed', async () => {
  const r = await closedAfter(() => {});
  expect(r.ms).toBeLessThan(2000);
});

test('headers sent a byte at a time are cut off by the headers timeout', async () => {
  const r = await closedAfter((socket, drip) => {
    socket.write(REQUEST_LINE);
    drip('X-Lento: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 100);
  });
  expect(r.ms).toBeLessThan(2500);
});

test('a body sent a byte at a time is cut off by the request timeout', async () => {
  const r = await closedAfter((socket, drip) => {
    socket.write(
      `${REQUEST_LINE}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
    );
    drip('a', 100);
  });
  expect(r.ms).toBeLessThan(3000);
});

test('an idle keep-alive connection is closed after its answer', async () => {
  const r = await closedAfter((socket) => {
    socket.write(`${REQUEST_LINE}Content-Length: 0\r\n\r\n`);
  });
  expect(r.got).toMatch(/^HTTP\/1\.1 200/);
  expect(r.ms).toBeLessThan(2000);
});

test('an ordinary request still gets its answer', async () => {
  const res = await fetch(`${s.url}/api/data/getFechaHora`, { method: 'POST' });
  expect(res.status).toBe(200);
});

test('defaults are seconds, and headers may not outlast the whole request', () => {
  expect(loadConfig({}).timeouts).toEqual({
    headers: 10_000,
    request: 30_000,
    idle: 30_000,
    keepAlive: 72_000,
  });
  expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: '5000', HTTP_REQUEST_TIMEOUT: '1000' })).toThrow(
    ConfigError,
  );
});
