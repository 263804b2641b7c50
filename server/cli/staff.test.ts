import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PasswordHasher } from '../accounts/password-hash.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { auditLog, staff, staffSessions } from '../db/schema/staff.ts';
import { loadChain } from '../seed/load.ts';
import { demoChain } from '../test/guest-calls.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { runStaffCli } from './staff.ts';

// README "How a chain starts": the first admin from the command line, the password from
// standard input and never from an argument; then list, disable and reset-password.
const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CHEAP = { ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' };
const passwords = new PasswordHasher({ memoryKib: 64, iterations: 1 });

/** The command as a shell runs it: its own process, `stdin` piped in. */
function runChild(dataDir: string, args: string[], stdin: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...CHEAP,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
    };
    delete env.DATABASE_URL;
    const child = spawn(TSX, ['server/cli/staff.ts', ...args], { cwd: ROOT, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe('npm run staff, as its own process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'staff-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('adds the first admin with the password read from standard input', async () => {
    const run = await runChild(
      dataDir,
      ['add', '--email', 'Jefa@Example.com', '--role', 'admin', '--name', 'Ana'],
      'Primera#2026\n',
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Agregado: Jefa@Example.com (admin), id 1.');
    const opened = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const [row] = await opened.db.select().from(staff);
      expect(row).toMatchObject({
        emailKey: 'jefa@example.com',
        name: 'Ana',
        role: 'admin',
        active: true,
      });
      expect(await passwords.verify(row!.passwordHash, 'Primera#2026')).toBe(true);
      expect(await opened.db.select().from(auditLog)).toMatchObject([
        { action: 'personal.crear', staffId: null },
      ]);
    } finally {
      await opened.close();
    }
  }, 60_000);

  test('refuses a password given as an argument, in any spelling, and changes nothing', async () => {
    for (const flag of [
      ['--password', 'Robada#2026'],
      ['--password=Robada#2026'],
      ['--contrasena', 'x'],
    ]) {
      const run = await runChild(
        dataDir,
        ['add', '--email', 'otro@example.com', '--role', 'admin', ...flag],
        '',
      );
      expect(run.code, flag.join(' ')).toBe(1);
      expect(run.err).toContain('La contraseña no se acepta como argumento');
    }
    const list = await runChild(dataDir, ['list'], '');
    expect(list.out).toContain('Personal: 1');
  }, 90_000);
});

describe('npm run staff, on the server database', () => {
  let t: TestDatabase;
  let db: Database;
  let out: string[];
  let err: string[];
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
  beforeAll(async () => {
    t = await openTestDatabase();
    db = t.db;
    await loadChain(db, demoChain());
  });
  afterAll(async () => {
    await t.close();
  });
  const run = (args: string[], typed: string | null = null) => {
    out = [];
    err = [];
    return runStaffCli(args, io, () => Promise.resolve({ db, close: async () => {} }), {
      passwords,
      readPassword: () => Promise.resolve(typed),
      now: () => new Date('2026-11-23T18:00:00Z'),
    });
  };

  test('a cook needs a shop that exists and a password that meets §5.1', async () => {
    expect(await run(['add', '--email', 'c@example.com', '--role', 'cocina'], 'Cocina#2026')).toBe(
      1,
    );
    expect(err[0]).toBe('Un miembro con rol cocina necesita al menos una tienda (--shop ID).');
    expect(
      await run(
        ['add', '--email', 'c@example.com', '--role', 'cocina', '--shop', '99'],
        'Cocina#2026',
      ),
    ).toBe(1);
    expect(err).toEqual(['Una de las tiendas indicadas no existe.']);
    expect(
      await run(['add', '--email', 'c@example.com', '--role', 'cocina', '--shop', '1'], 'corta'),
    ).toBe(1);
    expect(err[0]).toMatch(/^La contraseña debe contener/);
    expect(
      await run(
        ['add', '--email', 'c@example.com', '--role', 'cocina', '--shop', '1', '--shop', '2'],
        'Cocina#2026',
      ),
    ).toBe(0);
    expect(await run(['add', '--email', 'C@example.com', '--role', 'admin'], 'Cocina#2026')).toBe(
      1,
    );
    expect(err).toEqual(['Ya existe una cuenta de personal con ese correo.']);
    expect(await run(['list'])).toBe(0);
    expect(out).toEqual([
      'Personal: 1',
      '  1 · c@example.com · c · cocina · tiendas 1, 2 · activo',
    ]);
  });

  test('disable and reset-password end the sessions; unknown e-mails are said so', async () => {
    const session = { csrfToken: 'x', staffId: 1, createdAt: new Date(), lastUsedAt: new Date() };
    await db.insert(staffSessions).values({ ...session, idDigest: 'a' });
    expect(await run(['reset-password', '--email', 'c@example.com'], null)).toBe(1);
    expect(err).toEqual(['Las contraseñas no coinciden; no se cambió nada.']);
    expect(await run(['reset-password', '--email', 'C@EXAMPLE.com'], 'Nueva#2026x')).toBe(0);
    expect(await db.select().from(staffSessions)).toEqual([]);
    await db.insert(staffSessions).values({ ...session, idDigest: 'b' });
    expect(await run(['disable', '--email', 'c@example.com'])).toBe(0);
    expect(out).toEqual(['Desactivado: c@example.com. Sus sesiones se cerraron.']);
    expect(await db.select().from(staffSessions)).toEqual([]);
    expect(await run(['disable', '--email', 'nadie@example.com'])).toBe(1);
    expect(err).toEqual(['No hay ningún miembro del personal con el correo nadie@example.com.']);
    expect(await run(['borrar'])).toBe(1);
    expect(err[0]).toBe('Acción desconocida: borrar');
  });
});
