import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXTURE_PATH } from '../test/harness.ts';

// issue 13 "Operations": on SIGTERM the real server process stops accepting connections,
// lets the requests in flight finish (one that still needs the database), closes the
// database and exits 0. Its log lines are JSON with the request id on every request line.
let child: ChildProcess;
let port = 0;
let dataDir = '';
let dropDatabase: () => Promise<void> = async () => {};
const lines: string[] = [];
let exited: Promise<number | null>;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL runs (TEST_DATABASE_URL): a fresh database for the process, dropped after. */
async function databaseUrl(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-shutdown-'));
  const url = await databaseUrl();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'dist'),
      SEED_FILE: FIXTURE_PATH,
      ...(url ? { DATABASE_URL: url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let rest = '';
  child.stdout?.on('data', (d: Buffer) => {
    const parts = (rest + d.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  for (const deadline = Date.now() + 110_000; ;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('el servidor no respondió');
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGTERM: the request in flight is answered, new ones are refused, exit 0', async () => {
  const guest = await fetch(`http://127.0.0.1:${port}/api/auth/guest`, { method: 'POST' });
  const token = ((await guest.json()) as { token: string }).token;

  // a guest call whose body is only half sent when the signal arrives
  const body = 'nada=0123456789';
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString('utf8')));
  const answered = new Promise((resolve) => socket.on('close', resolve));
  socket.write(
    'POST /api/data/getBloqueos HTTP/1.1\r\nHost: localhost\r\n' +
      `Authorization: Bearer ${token}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await pause(300);
  child.kill('SIGTERM');
  await pause(500);

  // no longer accepting: a new connection is refused
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  expect(child.exitCode).toBeNull();

  // the answer comes, and the connection closes with it rather than lingering idle
  socket.write(body.slice(5));
  await answered;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain('"codigoRetorno":"00"');

  expect(await exited).toBe(0);
  const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
  expect(messages.indexOf('base de datos cerrada')).toBeGreaterThan(messages.indexOf('cerrando'));
}, 30_000);

test('every request log line carries its request id, and none the token', () => {
  const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const requestLines = logged.filter((l) => 'req' in l || 'res' in l);
  // one line per request answered: the start-up probes, the guest token, the call in flight
  expect(requestLines.length).toBeGreaterThanOrEqual(3);
  for (const l of requestLines) expect(l.reqId).toEqual(expect.any(String));
  expect(lines.join('\n')).not.toMatch(/Bearer|eyJ/);
});
