// Issue 15: logins per second and their p99 with argon2id at the production cost
// (ARGON2_MEMORY_KIB and ARGON2_ITERATIONS at their defaults), 20 connections, on PGlite.
// Customers log in from their own addresses (X-Forwarded-For behind a trusted proxy): login
// lets at most RECAPTCHA_COUNT password checks of one address run at once (decision 028), so a
// second line shows the same load sent from one address, as behind a carrier's NAT.
// The customers are written straight into the server's database before it starts (the
// same hash the sign-up stores); each request is a successful auth/login, so it pays one
// argon2id verification, the failure counters' read and clear, and a refresh token insert.
// Runnable on its own: `npx tsx tests/bench/login-load.ts`.
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../server/config.ts';
import { PasswordHasher } from '../../server/accounts/password-hash.ts';
import { openDatabase } from '../../server/db/client.ts';
import { customers } from '../../server/db/schema/customers.ts';
import { startOrderServer } from './order-server.ts';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.LOGIN_BENCH_SECONDS ?? 10);
const CUSTOMERS = 20;
const PORT = 3297;
const DATA_DIR = '.data/bench-login';
const PASSWORD = 'Bench#Login2026';

/** The figures of one run. */
export interface LoginFigures {
  loginsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  cost: { memoryKib: number; iterations: number };
}

/** Writes CUSTOMERS validated customers, hashed at the production cost, into the database. */
async function seedCustomers(cost: { memoryKib: number; iterations: number }) {
  const { db, close } = await openDatabase({ dataDir: join(DATA_DIR, 'db') });
  try {
    const hasher = new PasswordHasher(cost);
    const passwordHash = await hasher.hash(PASSWORD);
    const now = new Date();
    await db.insert(customers).values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        sub: `c-bench-${i}`,
        email: `bench${i}@example.com`,
        emailKey: `bench${i}@example.com`,
        passwordHash,
        nombres: 'Bench',
        createdAt: now,
        updatedAt: now,
        validatedAt: now,
      })),
    );
  } finally {
    await close();
  }
}

/** Starts a production server on a fresh PGlite, loads auth/login, prints one line. */
export async function benchLoginLoad(): Promise<LoginFigures> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // the production defaults, as loadConfig reads them without ARGON2_* set
  const cost = loadConfig({}).accounts.argon2;
  await seedCustomers(cost);
  const server = await startOrderServer({
    port: PORT,
    dataDir: DATA_DIR,
    // the per-address rate limit is not what is measured; the addresses come from the proxy
    extraEnv: { RATE_LIMIT_LOGIN: '1000000/1m', TRUST_PROXY: 'true' },
  });
  try {
    const body = (i: number) =>
      new URLSearchParams({
        email: `bench${i % CUSTOMERS}@example.com`,
        password: PASSWORD,
      }).toString();
    let next = 0;
    /** one address per customer, or one for all (`shared`) */
    const addressOf = (i: number, shared: boolean) =>
      shared ? '198.51.100.1' : `198.51.100.${(i % CUSTOMERS) + 10}`;
    const run = (duration: number, shared = false) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: (request) => {
              const i = next++;
              const headers = {
                ...request.headers,
                'content-type': 'application/x-www-form-urlencoded',
                'x-forwarded-for': addressOf(i, shared),
              };
              return { ...request, headers, body: body(i) };
            },
          },
        ],
      });
    await run(2); // warm-up
    const load = loadavg()[0] ?? 0;
    const result = await run(SECONDS);
    const oneAddress = await run(SECONDS, true);
    const figures: LoginFigures = {
      loginsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      cost,
    };
    console.log(
      `auth/login (PGlite, argon2id ${cost.memoryKib} KiB × ${cost.iterations} iterations), ` +
        `${CONNECTIONS} connections × ${SECONDS} s: ${figures.loginsPerSecond.toFixed(0)} logins/s, ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.requests} logins` +
        `${figures.non2xx + figures.errors ? `; non-2xx ${figures.non2xx}, errors ${figures.errors}` : ''}; ` +
        `machine: ${availableParallelism()} CPUs, load average ${load.toFixed(1)} at the start)`,
    );
    console.log(
      `auth/login, the same load from one address: ${oneAddress.requests.average.toFixed(0)} ` +
        `logins/s, p50 ${oneAddress.latency.p50} ms, p99 ${oneAddress.latency.p99} ms ` +
        `(${oneAddress.requests.total} logins; non-2xx ${oneAddress.non2xx})`,
    );
    return figures;
  } finally {
    await server.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLoginLoad();
}
