import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * Opens the database (DESIGN "Database"): embedded PGlite by default, PostgreSQL when a
 * postgres:// URL is given. Both run the same migrations; queries are written once against
 * the shared PgDatabase type.
 */

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' or 'postgres', for logs */
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used */
  url?: string | undefined;
  /** PGlite data directory, or 'memory' for a throw-away in-memory database */
  dataDir?: string | 'memory' | undefined;
  /**
   * an in-memory PGlite starts from this dump (PGlite dumpDataDir) instead of an empty
   * cluster: the test suites' template, migrated once per run (server/test/pglite-template.ts)
   */
  template?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant: serialises migrations when several instances start together. */
const MIGRATION_LOCK = 727_001;

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    client.release();
  }
  const db: Database = drizzlePg(pool, { schema });
  return { db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, template?: Blob): Promise<OpenedDatabase> {
  let client: PGlite;
  if (dataDir === 'memory') client = new PGlite(template ? { loadDataDir: template } : {});
  else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder });
  const db: Database = pdb;
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * A fresh in-memory PGlite, migrated, as a dump another one can start from (`template`).
 * @internal the migrated template each test database starts from
 */
export async function pgliteMigratedDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? '.data/db', options.template);
}
