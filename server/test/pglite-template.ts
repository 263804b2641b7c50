import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteMigratedDump } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the file of a migrated PGlite cluster's dump, or '' when the suites run on PostgreSQL */
    pgliteTemplate: string;
  }
}

/**
 * The server suites' global setup: an empty PGlite cluster costs about 1.5 s to create (its
 * initdb) and every test file opens at least one. Created and migrated once per run, then
 * dumped to a file, each file's database starts from the dump in about a third of that
 * (server/test/harness.ts), and still runs the migrations (finding none to apply). On
 * PostgreSQL (TEST_DATABASE_URL) each file gets a fresh database of its own, as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'storefront-pglite-'));
  const file = join(dir, 'template.tar');
  const dump = await pgliteMigratedDump();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
