import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PasswordHasher } from '../accounts/password-hash.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { CliIo } from '../seed/cli.ts';
import { OperatorError } from '../staff/staff-answers.ts';
import { staffCreate, staffPasswordReset, staffUpdate } from '../staff/staff-manage.ts';
import { staffMembers, staffRowByEmail } from '../staff/staff-store.ts';
import { cliWithDatabase, type CliOpenDatabase } from './cli-database.ts';
import { passwordRead } from './password-input.ts';
import { STAFF_USAGE, staffArgsParse, type StaffCommand } from './staff-args.ts';

/**
 * `npm run staff -- …` (README "How a chain starts"): the chain's first admin and, later,
 * a way in when nobody can log in: add a member, list them, disable one, set a new password.
 * Each change is audited like the app's (by nobody: the server's command line).
 */

export interface StaffCliDeps {
  passwords: PasswordHasher;
  /** the new password (standard input or a hidden prompt); null when the two typed differ */
  readPassword: () => Promise<string | null>;
  now: () => Date;
}

async function list(db: Database, io: CliIo): Promise<number> {
  const members = await staffMembers(db);
  io.out(`Personal: ${members.length}`);
  for (const m of members) {
    const shops = m.role === 'admin' ? 'todas las tiendas' : `tiendas ${m.shopIds.join(', ')}`;
    const state = m.active ? 'activo' : 'desactivado';
    io.out(
      `  ${m.id} · ${m.email} · ${m.name} · ${m.role} · ${shops} · ${state}${m.totp ? ' · 2 pasos' : ''}`,
    );
  }
  return 0;
}

async function password(io: CliIo, deps: StaffCliDeps): Promise<string | null> {
  const typed = await deps.readPassword();
  if (typed === null) io.err('Las contraseñas no coinciden; no se cambió nada.');
  else if (typed === '') io.err('No se recibió ninguna contraseña; no se cambió nada.');
  return typed === '' ? null : typed;
}

async function run(db: Database, io: CliIo, deps: StaffCliDeps, cmd: StaffCommand) {
  if (cmd.action === 'list') return list(db, io);
  if (cmd.action === 'add') {
    const pass = await password(io, deps);
    if (pass === null) return 1;
    const made = await staffCreate(
      db,
      deps.passwords,
      null,
      { ...cmd, password: pass },
      deps.now(),
    );
    io.out(`Agregado: ${made.email} (${made.role}), id ${made.id}.`);
    if (made.role === 'admin')
      io.out('Al iniciar sesión en /operador se le pedirá activar la verificación en dos pasos.');
    return 0;
  }
  const row = await staffRowByEmail(db, cmd.email);
  if (!row) {
    io.err(`No hay ningún miembro del personal con el correo ${cmd.email}.`);
    return 1;
  }
  if (cmd.action === 'disable') {
    await staffUpdate(db, null, row.id, { active: false }, deps.now());
    io.out(`Desactivado: ${row.email}. Sus sesiones se cerraron.`);
    return 0;
  }
  const pass = await password(io, deps);
  if (pass === null) return 1;
  await staffPasswordReset(db, deps.passwords, row.id, pass, deps.now());
  io.out(
    `Contraseña cambiada: ${row.email}. Sus sesiones se cerraron y deberá activar de nuevo la verificación en dos pasos.`,
  );
  return 0;
}

/** Runs the command; returns the exit code: 0 done, 1 bad arguments, data or password. */
export async function runStaffCli(
  args: string[],
  io: CliIo,
  openDb: CliOpenDatabase,
  deps: StaffCliDeps,
): Promise<number> {
  const parsed = staffArgsParse(args);
  if (!parsed.ok) {
    io.err(parsed.error);
    for (const line of STAFF_USAGE) io.err(line);
    return 1;
  }
  return cliWithDatabase(io, openDb, async (db) => {
    try {
      return await run(db, io, deps, parsed.command);
    } catch (e) {
      if (!(e instanceof OperatorError)) throw e;
      io.err(e.message);
      return 1;
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfig();
  process.exitCode = await runStaffCli(
    process.argv.slice(2),
    { out: (l) => console.log(l), err: (l) => console.error(l) },
    () => openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') }),
    {
      passwords: new PasswordHasher(config.accounts.argon2),
      readPassword: passwordRead,
      now: () => new Date(),
    },
  );
}
