import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Captcha } from '../captcha/captcha.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadChain } from '../seed/load.ts';
import { chainSchema, type ChainData } from '../seed/schema.ts';

/**
 * Test harness: a real database per test file — PGlite in memory by default (started from
 * the run's migrated template), or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database `test_<random>` created through
 * that admin connection and dropped afterwards — and a real HTTP server on a free port.
 */

export const FIXTURE_PATH = new URL('./fixtures/chain.json', import.meta.url).pathname;

export function fixtureChain(): ChainData {
  return chainSchema.parse(JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')));
}

export interface TestDatabase {
  db: Database;
  close: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // the run's migrated template (server/test/pglite-template.ts), when there is one
    const template = inject('pgliteTemplate');
    return openDatabase({
      dataDir: 'memory',
      template: template ? new Blob([readFileSync(template)]) : undefined,
    });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      // the pool's sockets close a moment after pool.end(): wait for them, or the forced
      // drop terminates them and their late 'error' escapes as an uncaught exception
      for (let i = 0; i < 100; i++) {
        const { rows } = await drop.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * Rate limits out of the way of tests that make many calls from one address and one token
 * (a test of the limits sets its own, server/http/rate-limit.test.ts).
 */
const UNLIMITED = {
  RATE_LIMIT_GUEST: '1000000/1m',
  RATE_LIMIT_ORDER_SAVE: '1000000/1m',
  RATE_LIMIT_ORDER_SAVE_ADDRESS: '1000000/1m',
  RATE_LIMIT_HASH_LOOKUP: '1000000/1m',
  RATE_LIMIT_LOGIN: '1000000/1m',
  RATE_LIMIT_SIGNUP: '1000000/1m',
  RATE_LIMIT_RESEND_ACTIVATION: '1000000/1m',
  RATE_LIMIT_RECOVERY_PASSWORD: '1000000/1m',
  RATE_LIMIT_CERTIFICATE: '1000000/1m',
  RATE_LIMIT_COUPON_ADDRESS: '1000000/1d',
  // the cheapest argon2id: the tests hash many passwords; the production cost is the bench's
  ARGON2_MEMORY_KIB: '64',
  ARGON2_ITERATIONS: '1',
  // little ALTCHA work: the tests solve challenges with the widget's (slow) solver
  CAPTCHA_ALTCHA_MAX_NUMBER: '5000',
};

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

export interface StartOptions {
  clock?: () => Date;
  env?: Record<string, string>;
  chain?: ChainData | null;
  /** registers extra routes (e.g. test-only calls) before the server listens */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** receives the server's log lines (JSON), as production writes them */
  logStream?: Writable;
  /** the login captcha (server/captcha/captcha-test.fixture.ts); the placeholder otherwise */
  captcha?: Captcha;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'dist'),
    ...UNLIMITED,
    ...options.env,
  });
  const { db, close } = await openTestDatabase();
  if (options.chain !== null) await loadChain(db, options.chain ?? fixtureChain());
  const app = await buildApp({
    config,
    db,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { log: { level: 'info', stream: options.logStream } } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
  });
  if (options.extend) await options.extend(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POSTs form fields (urlencoded), a FormData (multipart) or a raw string. */
export async function post(
  server: TestServer,
  path: string,
  body?: Record<string, string> | FormData | string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const init: RequestInit = { method: 'POST', headers: { ...headers } };
  if (body instanceof FormData || typeof body === 'string') init.body = body;
  else if (body) init.body = new URLSearchParams(body);
  const res = await fetch(`${server.url}${server.config.apiBase}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
