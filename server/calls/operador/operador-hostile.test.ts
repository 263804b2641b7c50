import { describe, expect, test } from 'vitest';
import { accountDeps } from '../../accounts/account-deps.ts';
import { customers } from '../../db/schema/customers.ts';
import { staffCanSeeShop } from '../../staff/staff-roles.ts';
import { useOperatorWorld } from '../../staff/staff.fixture.ts';
import { post } from '../../test/harness.ts';

// Customers' credentials never open an operator call and an operator's cookie never opens a
// customer's (issue 35 §1); the admins' calls refuse every other role, and an admin without
// two-step verification.
const w = useOperatorWorld();
const ADMIN_ONLY = [
  ['GET', '/personal'],
  ['POST', '/personal'],
  ['PATCH', '/personal/:id'],
  ['GET', '/auditoria'],
] as const;
const BODY = {
  email: 'intruso@example.com',
  nombre: 'Intruso',
  rol: 'admin',
  tiendas: [],
  password: 'Intruso#2026',
  activo: true,
};

/** A real customer's access token, from auth/login as the app logs in. */
async function customerToken(): Promise<string> {
  const { db, clock } = w.server.app.ctx;
  const passwordHash = await accountDeps(w.server.app.ctx).passwords.hash('Cliente#2026');
  await db.insert(customers).values({
    sub: 'cliente-1',
    email: 'cliente@example.com',
    emailKey: 'cliente@example.com',
    passwordHash,
    createdAt: clock(),
    updatedAt: clock(),
    validatedAt: clock(),
  });
  const logged = await post(w.server, '/auth/login', {
    email: 'cliente@example.com',
    password: 'Cliente#2026',
  });
  return logged.body.token as string;
}

describe('credentials of the other side', () => {
  test('a customer token or a guest token gets 401 on every operator route', async () => {
    const customer = await customerToken();
    const guest = (await post(w.server, '/auth/guest')).body.token as string;
    // both are real: the customer's opens the customer's own call
    const own = await post(
      w.server,
      '/cliente/getDataUser',
      {},
      { authorization: `Bearer ${customer}` },
    );
    expect(own.body.codigoRetorno).toBe('00');

    const routes = w.server.app.operatorRoutes.filter(
      (r) => !(r.method === 'POST' && r.url.endsWith('/sesion')),
    );
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const prefix = `${w.server.config.apiBase}/operador`;
    for (const token of [customer, guest]) {
      for (const { method, url } of routes) {
        const path = url.slice(prefix.length).replace(':id', '1');
        const a = await w.call(method, path, {
          body: method === 'GET' ? undefined : BODY,
          headers: {
            authorization: `Bearer ${token}`,
            cookie: `token=${token}; op_csrf=x`,
            'x-csrf-token': 'x',
          },
        });
        expect([a.status, (a.body.error as { code: string }).code], `${method} ${path}`).toEqual([
          401,
          'sesion',
        ]);
      }
    }
  });

  test("an operator's session cookie does not open a customer's call", async () => {
    await w.add('jefa@example.com', 'admin');
    const jar = await w.signIn('jefa@example.com');
    const a = await post(
      w.server,
      '/cliente/getDataUser',
      {},
      { cookie: jar.cookie, 'x-csrf-token': jar.csrf },
    );
    expect([401, 403]).toContain(a.status);
    expect(a.body.codigoRetorno).not.toBe('00');
  });
});

test('an unknown operator path tells nothing without a session, and is a 404 with one', async () => {
  const none = await w.call('GET', '/nada');
  expect([none.status, (none.body.error as { code: string }).code]).toEqual([401, 'sesion']);
  await w.add('curiosa@example.com', 'cocina', [1]);
  const jar = await w.signIn('curiosa@example.com');
  const missing = await w.call('GET', '/nada', { jar });
  expect([missing.status, (missing.body.error as { code: string }).code]).toEqual([
    404,
    'no-existe',
  ]);
  // a malformed cookie is no session, not a failure
  const odd = await w.call('GET', '/sesion', { headers: { cookie: 'op_session=%E0%A4%A' } });
  expect(odd.status).toBe(401);
});

describe('roles', () => {
  test('a cocina of shop A, a gerente and a repartidor are refused what only admins may do', async () => {
    for (const [email, role] of [
      ['cocina.a@example.com', 'cocina'],
      ['gerente.a@example.com', 'gerente'],
      ['reparto.a@example.com', 'repartidor'],
    ] as const) {
      const member = await w.add(email, role, [1]);
      expect(staffCanSeeShop(member, 1)).toBe(true);
      expect(staffCanSeeShop(member, 2)).toBe(false);
      const jar = await w.signIn(email);
      for (const [method, path] of ADMIN_ONLY) {
        const a = await w.call(method, path.replace(':id', String(member.id)), {
          jar,
          body: method === 'GET' ? undefined : { ...BODY, rol: 'admin', tiendas: [1, 2] },
        });
        expect([a.status, a.body], `${role} ${method} ${path}`).toEqual([
          403,
          { error: { code: 'permiso', message: 'No tienes permiso para esta acción.' } },
        ]);
      }
      // still what it was: nothing changed
      const me = await w.call('GET', '/sesion', { jar });
      expect(me.body.staff).toMatchObject({ rol: role, tiendas: [{ id: 1 }] });
    }
  });

  test('an admin without two-step verification is sent to enrol first', async () => {
    await w.add('nueva.jefa@example.com', 'admin');
    const login = await w.login('nueva.jefa@example.com');
    expect(login.status).toBe(200);
    expect(login.body.staff).toMatchObject({ rol: 'admin', totp: false });
    expect((login.body.staff as { tiendas: unknown[] }).tiendas).toHaveLength(18);
    const jar = await w.signIn('nueva.jefa@example.com');
    for (const [method, path] of ADMIN_ONLY) {
      const a = await w.call(method, path.replace(':id', '1'), {
        jar,
        body: method === 'GET' ? undefined : BODY,
      });
      expect([a.status, a.body], `${method} ${path}`).toEqual([
        403,
        { error: { code: 'totp', message: 'Activa la verificación en dos pasos para continuar.' } },
      ]);
    }
  });
});
