import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, test } from 'vitest';
import { auditLog, staff } from '../../db/schema/staff.ts';
import { useOperatorWorld, type StaffJar } from '../../staff/staff.fixture.ts';

// An admin's day (issue 35 §1): two-step enrolment with a QR and an authenticator's codes,
// then staff added, changed and disabled, each change with its audit row, before and after.
const w = useOperatorWorld();
const code = (secret: string, offsetS = 0) =>
  generate({ secret, epoch: Math.floor(w.now().getTime() / 1000) + offsetS });

let secret = '';
let admin: StaffJar;
let adminId = 0;

async function entries(action: string) {
  return w.server.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('two-step verification', () => {
  test('an admin enrols with the QR, then logs in only with a fresh code', async () => {
    adminId = (await w.add('jefa@example.com', 'admin')).id;
    const first = await w.signIn('jefa@example.com');
    const started = await w.call('POST', '/totp/inicio', { jar: first });
    expect(started.status).toBe(200);
    const url = new URL(started.body.otpauthUrl as string);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain('jefa@example.com');
    secret = url.searchParams.get('secret')!;
    expect(started.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // the key is sealed at rest
    const [row] = await w.server.db.select().from(staff).where(eq(staff.id, adminId));
    expect(row!.totpSecret).not.toContain(secret);

    const wrong = await w.call('POST', '/totp/confirmar', {
      jar: first,
      body: { codigo: '000000' },
    });
    expect([wrong.status, (wrong.body.error as { code: string }).code]).toEqual([400, 'codigo']);
    const right = await w.call('POST', '/totp/confirmar', {
      jar: first,
      body: { codigo: await code(secret) },
    });
    expect(right.status).toBe(204);
    expect((await w.call('GET', '/sesion', { jar: first })).body.staff).toMatchObject({
      totp: true,
    });
    expect(await entries('totp.activar')).toMatchObject([
      { staffId: adminId, before: { totp: false }, after: { totp: true } },
    ]);
    expect((await w.call('POST', '/totp/inicio', { jar: first })).status).toBe(409);

    const needCode = {
      error: {
        code: 'codigo',
        message: 'Ingresa el código de 6 dígitos de tu app de autenticación.',
      },
    };
    expect((await w.login('jefa@example.com')).body).toEqual(needCode);
    expect((await w.login('jefa@example.com', { codigo: '123456' })).body).toEqual(needCode);
    // a wrong password with a right code learns nothing about the code
    const noPassword = await w.login('jefa@example.com', {
      password: 'Mala#2026x',
      codigo: await code(secret, 30),
    });
    expect((noPassword.body.error as { code: string }).code).toBe('credenciales');
    w.advance(30_000);
    const now = await code(secret);
    admin = await w.signIn('jefa@example.com', now);
    // the same code twice is refused (the step is used)
    expect((await w.login('jefa@example.com', { codigo: now })).body).toEqual(needCode);
    // two logins racing with one fresh code: one session
    w.advance(30_000);
    const next = await code(secret);
    const raced = await Promise.all([
      w.login('jefa@example.com', { codigo: next }),
      w.login('jefa@example.com', { codigo: next }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe('staff management', () => {
  test('an admin adds a cook; the audit row holds what was made, never the password', async () => {
    const made = await w.call('POST', '/personal', {
      jar: admin,
      body: {
        email: 'Cocina@Example.com',
        nombre: 'Luis',
        rol: 'cocina',
        tiendas: [1, 2],
        password: 'Cocina#2026',
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.staff).toMatchObject({
      email: 'Cocina@Example.com',
      nombre: 'Luis',
      rol: 'cocina',
      totp: false,
      tiendas: [
        { id: 1, nombre: 'Galerías Escalón' },
        { id: 2, nombre: 'Metrocentro San Salvador' },
      ],
    });
    // the admin herself was added from the command line (by nobody)
    const [byCli, row] = await entries('personal.crear');
    expect(byCli).toMatchObject({ staffId: null, after: { email: 'jefa@example.com' } });
    expect(row).toMatchObject({
      staffId: adminId,
      before: null,
      after: {
        email: 'Cocina@Example.com',
        nombre: 'Luis',
        rol: 'cocina',
        tiendas: [1, 2],
        activo: true,
      },
    });
    expect(JSON.stringify(row)).not.toContain('Cocina#2026');
    // the cook logs in with any casing of the e-mail
    expect((await w.login('cocina@example.com')).status).toBe(200);

    const twice = await w.call('POST', '/personal', {
      jar: admin,
      body: {
        email: 'cocina@EXAMPLE.com',
        nombre: 'Otro',
        rol: 'cocina',
        tiendas: [1],
        password: 'Cocina#2026',
      },
    });
    expect([twice.status, (twice.body.error as { code: string }).code]).toEqual([409, 'correo']);
    const weak = await w.call('POST', '/personal', {
      jar: admin,
      body: {
        email: 'debil@example.com',
        nombre: 'D',
        rol: 'cocina',
        tiendas: [1],
        password: 'corta',
      },
    });
    expect([weak.status, (weak.body.error as { code: string }).code]).toEqual([400, 'contrasena']);
    const noShop = await w.call('POST', '/personal', {
      jar: admin,
      body: {
        email: 'x@example.com',
        nombre: 'X',
        rol: 'cocina',
        tiendas: [99],
        password: 'Cocina#2026',
      },
    });
    expect([noShop.status, (noShop.body.error as { code: string }).code]).toEqual([400, 'tienda']);
    expect(await entries('personal.crear')).toHaveLength(2);
  });

  test('changes and a disabling are audited before and after; the disabled cook is signed out', async () => {
    const list = await w.call('GET', '/personal', { jar: admin });
    const cook = (list.body.personal as { id: number; email: string; activo: boolean }[]).find(
      (m) => m.email === 'Cocina@Example.com',
    )!;
    expect(cook.activo).toBe(true);
    const cookJar = await w.signIn('cocina@example.com');

    const moved = await w.call('PATCH', `/personal/${cook.id}`, {
      jar: admin,
      body: { rol: 'gerente', tiendas: [3] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.staff).toMatchObject({ rol: 'gerente', tiendas: [{ id: 3 }] });
    const off = await w.call('PATCH', `/personal/${cook.id}`, {
      jar: admin,
      body: { activo: false },
    });
    expect(off.status).toBe(200);
    expect((await w.call('GET', '/sesion', { jar: cookJar })).status).toBe(401);
    expect((await w.login('cocina@example.com')).status).toBe(401);

    const changes = await entries('personal.cambiar');
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      [
        expect.objectContaining({ rol: 'cocina', tiendas: [1, 2] }),
        expect.objectContaining({ rol: 'gerente', tiendas: [3] }),
      ],
      [expect.objectContaining({ activo: true }), expect.objectContaining({ activo: false })],
    ]);

    const self = await w.call('PATCH', `/personal/${adminId}`, {
      jar: admin,
      body: { activo: false },
    });
    expect([self.status, (self.body.error as { code: string }).code]).toEqual([400, 'propio']);
    expect(
      (await w.call('PATCH', '/personal/9999', { jar: admin, body: { nombre: 'X' } })).status,
    ).toBe(404);
  });

  test('the audit log reads newest first, by member and period, with who did each', async () => {
    const all = await w.call('GET', '/auditoria', { jar: admin });
    const rows = all.body.entradas as {
      accion: string;
      staffEmail: string | null;
      staffId: number;
    }[];
    expect(rows.map((r) => r.accion).slice(0, 3)).toEqual([
      'personal.cambiar',
      'personal.cambiar',
      'sesion.iniciar',
    ]);
    expect(rows[0]).toMatchObject({
      staffEmail: 'jefa@example.com',
      tiendaId: null,
      pedidoId: null,
    });
    const mine = await w.call('GET', `/auditoria?staffId=${adminId}&limite=2`, { jar: admin });
    expect((mine.body.entradas as unknown[]).length).toBe(2);
    const later = new Date(w.now().getTime() + 60_000).toISOString();
    const none = await w.call('GET', `/auditoria?desde=${encodeURIComponent(later)}`, {
      jar: admin,
    });
    expect(none.body.entradas).toEqual([]);
    const bad = await w.call('GET', '/auditoria?limite=9999', { jar: admin });
    expect(bad.status).toBe(400);
  });

  test('logging out everywhere is audited', async () => {
    expect((await w.call('POST', '/sesion/cerrar-todas', { jar: admin })).status).toBe(204);
    expect(await entries('sesion.cerrar-todas')).toMatchObject([{ staffId: adminId }]);
  });
});
