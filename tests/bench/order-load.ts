// Order placement under load (contract: data/saveOrderPendiente, idempotency): the server run
// directly on PGlite and on a temporary PostgreSQL, 20 connections sending prepared,
// encrypted pickup orders (distinct idempotency keys plus 10% exact repeats) with autocannon;
// then the database is read directly and compared with what the clients were told.
// Runnable on its own: `npx tsx tests/bench/order-load.ts [--profile] [pglite|postgres]`
// (--profile writes the server's CPU profile and prints its hot spots).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuProfileSummary } from './cpu-profile.ts';
import { orderPlanPrepare } from './order-bodies.ts';
import { countCodes, loadRun, sendPlanned, sentOf } from './order-send.ts';
import { startOrderServer } from './order-server.ts';
import { orderCheck, storedOrders, type OrderCheck } from './order-verify.ts';
import { startTempPostgres, type TempPostgres } from './postgres-temp.ts';
import { processCpuSeconds } from './proc-cpu.ts';

const CONNECTIONS = 20;
/** distinct orders per database: PGlite (one embedded process) is loaded less, to fit ~3 min */
const UNIQUE_ORDERS: Record<DatabaseKind, number> = { PGlite: 1000, PostgreSQL: 3000 };
const REPEAT_SHARE = 0.1;
const WARM_UP_ORDERS = 60;
const PORT = 3298;
const PG_PORT = 55433;
const DATA_DIR = '.data/bench-orders';

/** The contract's target for PostgreSQL (issue 6). */
export const ORDER_TARGET = { ordersPerSecond: 200, p99Ms: 250 } as const;

type DatabaseKind = 'PGlite' | 'PostgreSQL';

/** The figures of one database's run. */
export interface OrderLoadFigures {
  db: DatabaseKind;
  /** orders created by the timed run (distinct keys answered '00') */
  orders: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** answers counted by HTTP status and codigoRetorno */
  codes: Map<string, number>;
  check: OrderCheck;
  requests: number;
  errors: number;
  when: string;
  /** seconds spent starting the server, preparing the bodies, and checking the database */
  phases: { start: number; prepare: number; check: number };
  /** CPU seconds used during the timed run, by process (null: not measurable here) */
  cpu: { server: number | null; database: number | null; loadGenerator: number };
  /** the machine: CPUs and its 1-minute load average when the run started */
  machine: { cpus: number; load: number };
}

/** CPU seconds so far of the server, the PostgreSQL cluster and this process. */
function cpuNow(serverPid: number, pg: TempPostgres | undefined) {
  const postmaster = pg?.postmasterPid() ?? null;
  const usage = process.cpuUsage();
  return {
    server: processCpuSeconds(serverPid),
    database: postmaster === null ? null : processCpuSeconds(postmaster, true),
    loadGenerator: (usage.user + usage.system) / 1e6,
  };
}

const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

/** One database: server start, preparation, warm-up, timed run, stop, direct check. */
async function loadOne(
  db: DatabaseKind,
  options: { pg?: TempPostgres; profileDir?: string },
): Promise<OrderLoadFigures> {
  const databaseUrl = options.pg?.url;
  const server = await startOrderServer({
    port: PORT,
    dataDir: DATA_DIR,
    databaseUrl,
    // the bench sends thousands of orders on 20 tokens: far past the per-session limit,
    // which is not what it measures (the limit's own cost, one upsert, is still paid)
    extraEnv: { RATE_LIMIT_ORDER_SAVE: '1000000/1m', RATE_LIMIT_ORDER_SAVE_ADDRESS: '1000000/1m' },
    nodeFlags: options.profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`, '--cpu-prof-interval=200']
      : [],
  });
  let stopped = false;
  try {
    const preparing = performance.now();
    const plan = await orderPlanPrepare(server.url, {
      unique: UNIQUE_ORDERS[db],
      repeatShare: REPEAT_SHARE,
      warmUp: WARM_UP_ORDERS,
      tokens: CONNECTIONS,
    });
    const prepare = (performance.now() - preparing) / 1000;
    const warm = await sendPlanned(server.url, plan.warmUp, CONNECTIONS);
    const refused = warm.find((a) => a.code !== '00');
    if (refused) {
      throw new Error(
        `el calentamiento no guardó la orden: HTTP ${refused.status} '${refused.code}' ${refused.message}`,
      );
    }
    const machine = { cpus: availableParallelism(), load: loadavg()[0] ?? 0 };
    const cpuBefore = cpuNow(server.pid, options.pg);
    const { answers, seconds, result } = await loadRun(server.url, plan.run, CONNECTIONS);
    const cpuAfter = cpuNow(server.pid, options.pg);
    const checking = performance.now();
    await server.stop();
    stopped = true;
    const runSent = sentOf(plan.run, answers);
    const check = orderCheck(
      [...runSent, ...sentOf(plan.warmUp, warm)],
      await storedOrders({ databaseUrl, dataDir: DATA_DIR }),
    );
    const checkSeconds = (performance.now() - checking) / 1000;
    const orders = new Set(runSent.filter((s) => s.code === '00').map((s) => s.key)).size;
    return {
      db,
      orders,
      seconds,
      ordersPerSecond: orders / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      codes: countCodes(answers, plan.run.length),
      check,
      requests: plan.run.length,
      errors: result.errors,
      when: `${plan.when} at shop ${plan.shop}, ${plan.carts} carts of 1-3 PRD products, cash pickup`,
      phases: { start: server.startupMs / 1000, prepare, check: checkSeconds },
      cpu: {
        server: minus(cpuAfter.server, cpuBefore.server),
        database: minus(cpuAfter.database, cpuBefore.database),
        loadGenerator: cpuAfter.loadGenerator - cpuBefore.loadGenerator,
      },
      machine,
    };
  } finally {
    if (!stopped) await server.stop();
  }
}

function printFigures(f: OrderLoadFigures): void {
  const codes = [...f.codes].map(([label, n]) => `${label} ×${n}`).join(', ');
  console.log(
    `order placement (${f.db}): ${f.orders} orders in ${f.seconds.toFixed(1)} s = ` +
      `${f.ordersPerSecond.toFixed(0)} orders/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${codes}, ` +
      `lost ${f.check.lost}, duplicated ${f.check.duplicated}`,
  );
  const c = f.check;
  console.log(
    `  ${f.requests} requests over ${CONNECTIONS} connections (${f.requests - f.orders} repeats ` +
      `or refusals); repeats answered with their original's ORDERID: ${c.repeatsMatched}/${c.repeats}; ` +
      `database rows ${c.rows} ${c.rows === c.savedKeys ? '=' : '≠'} keys answered '00' ` +
      `${c.savedKeys} (warm-up ${WARM_UP_ORDERS} included)` +
      `${c.unconfirmed ? `; rows never confirmed to a client: ${c.unconfirmed}` : ''}` +
      `${f.errors ? `; connection errors ${f.errors}` : ''}; ${f.when}`,
  );
  const p = f.phases;
  const s = (v: number | null) => (v === null ? '?' : `${v.toFixed(1)} s`);
  const database = f.db === 'PGlite' ? 'inside the server' : s(f.cpu.database);
  console.log(
    `  CPU during the run: server ${s(f.cpu.server)}, database ${database}, load generator ` +
      `${s(f.cpu.loadGenerator)} (machine: ${f.machine.cpus} CPUs × ${f.seconds.toFixed(1)} s, ` +
      `load average ${f.machine.load.toFixed(1)}); server start ${p.start.toFixed(1)} s, ` +
      `bodies prepared in ${p.prepare.toFixed(1)} s, stop and database check ${p.check.toFixed(1)} s`,
  );
}

async function runGuarded(
  db: DatabaseKind,
  run: () => Promise<OrderLoadFigures>,
): Promise<OrderLoadFigures | null> {
  try {
    const figures = await run();
    printFigures(figures);
    return figures;
  } catch (error) {
    console.log(`order placement (${db}): FAILED: ${(error as Error).message}`);
    return null;
  }
}

/** Which databases to load and whether to profile the server (for the CLI). */
export interface OrderLoadOptions {
  databases?: readonly DatabaseKind[];
  profile?: boolean;
}

/**
 * Contract "Idempotency" and issue 6's target: loads data/saveOrderPendiente on PGlite and on a
 * temporary PostgreSQL (skipped with a line when its binaries are missing), prints one line per
 * database with orders/s, p50/p99 latency, answers by code, and lost/duplicated orders counted
 * from the database, then the PostgreSQL target. A failed database prints FAILED and the next
 * runs. Servers, the PostgreSQL cluster and the data folder are removed even on failure.
 */
export async function benchOrderLoad(options: OrderLoadOptions = {}): Promise<OrderLoadFigures[]> {
  const databases = options.databases ?? ['PGlite', 'PostgreSQL'];
  const profileDir = options.profile
    ? mkdtempSync(join(tmpdir(), 'storefront-order-prof-'))
    : undefined;
  const figures: OrderLoadFigures[] = [];
  // interrupted: exit, so the 'exit' handlers stop the server and the cluster and remove dirs
  const onSignal = () => process.exit(130);
  const removeDataDir = () => rmSync(DATA_DIR, { recursive: true, force: true });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.on('exit', removeDataDir);
  removeDataDir();
  try {
    for (const db of databases) {
      const profile = profileDir ? join(profileDir, db) : undefined;
      if (db === 'PGlite') {
        const f = await runGuarded(db, () => loadOne(db, { profileDir: profile }));
        if (f) figures.push(f);
        continue;
      }
      let pg: TempPostgres | null;
      try {
        pg = startTempPostgres(PG_PORT);
      } catch (error) {
        console.log(
          `order placement (${db}): FAILED to start PostgreSQL: ${(error as Error).message}`,
        );
        continue;
      }
      if (pg === null) {
        console.log(`order placement (${db}): skipped, no PostgreSQL under /usr/lib/postgresql`);
        continue;
      }
      try {
        const f = await runGuarded(db, () => loadOne(db, { pg, profileDir: profile }));
        if (f) figures.push(f);
      } finally {
        pg.stop();
      }
    }
    if (profileDir) {
      for (const db of databases) {
        for (const line of cpuProfileSummary(join(profileDir, db))) console.log(`  ${db} ${line}`);
      }
      console.log(`  CPU profiles kept in ${profileDir}`);
    }
  } finally {
    removeDataDir();
    process.off('exit', removeDataDir);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  console.log(
    `target (PostgreSQL): ≥ ${ORDER_TARGET.ordersPerSecond} orders/s, p99 < ${ORDER_TARGET.p99Ms} ms`,
  );
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.find((a) => a === 'pglite' || a === 'postgres');
  const figures = await benchOrderLoad({
    profile: args.includes('--profile'),
    databases: only === 'pglite' ? ['PGlite'] : only === 'postgres' ? ['PostgreSQL'] : undefined,
  });
  const bad = figures.some((f) => f.check.lost > 0 || f.check.duplicated > 0);
  if (bad || figures.length === 0) process.exitCode = 1;
}
