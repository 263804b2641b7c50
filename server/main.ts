import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureImages } from './images/generate.ts';
import { ensureIcons } from './pwa/icons.ts';
import { seedIfEmpty } from './seed/first-start.ts';
import { readChain } from './chain/chain-read.ts';
import { startNotices } from './start-notices.ts';

/**
 * Server entry (README "Scripts"): config → database (migrated) → demo chain on first
 * start → images → listen. SIGINT/SIGTERM close the server, then the database.
 */

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * CLOCK_AT (an ISO 8601 instant) starts the server's clock there and lets it run: for
 * demonstrations and end-to-end tests that must not depend on the hour they run at
 * (opening hours, item schedules, promotion days). Unset in production.
 */
function clockFromEnv(): (() => Date) | undefined {
  const at = process.env.CLOCK_AT;
  if (!at) return undefined;
  const start = Date.parse(at);
  if (Number.isNaN(start)) {
    console.error(`CLOCK_AT no es una fecha ISO 8601 válida: ${at}`);
    process.exit(1);
  }
  const bootedAt = Date.now();
  return () => new Date(start + (Date.now() - bootedAt));
}

async function main(): Promise<void> {
  const config = readConfig();
  const clock = clockFromEnv();
  const { db, close, driver } = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
  });
  const app = await buildApp({ config, db, clock, log: { level: 'info' } });
  for (const notice of startNotices(config)) app.log[notice.level](notice.message);
  const seeded = await seedIfEmpty(db, config.seedFile);
  if (seeded) app.log.info({ counts: seeded, file: config.seedFile }, 'cadena inicial cargada');

  // draws only missing files, so operator photos placed in DATA_DIR/img are kept
  await ensureImages(await readChain(db), resolve(config.dataDir, 'img'));
  await ensureIcons(config.brand, resolve(config.dataDir, 'icons'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    // a request that never ends must not keep the process alive past the orchestrator's
    // grace period (30 s in Kubernetes); the database rolls back what it had not committed
    setTimeout(() => {
      app.log.error('cierre incompleto tras 25 s');
      process.exit(1);
    }, 25_000).unref();
    try {
      // stops accepting connections and waits for the requests in flight
      await app.close();
      await close();
      app.log.info('base de datos cerrada');
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'cierre con error');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Servidor listo (${driver}) en http://localhost:${config.port}`);
}

await main();
