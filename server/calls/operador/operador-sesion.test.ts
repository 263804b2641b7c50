import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { loginFailures } from '../../db/schema/customers.ts';
import { staffSessions } from '../../db/schema/staff.ts';
import { STAFF_LOGIN_ACCOUNT_LIMIT } from '../../staff/staff-login.ts';
import { staffUpdate } from '../../staff/staff-manage.ts';
import { SESSION_IDLE_MS } from '../../staff/staff-sessions.ts';
import { STAFF_PASSWORD, useOperatorWorld } from '../../staff/staff.fixture.ts';

// The operator session as a hostile client (issue 35 §1, decision 042): what a wrong login
// learns, how many guesses a burst buys, the CSRF check on every change, and when a session
// ends (idle, everywhere, a disabled member).
const w = useOperatorWorld();
const MINUTE = 60_000;
const CREDENTIALS = { code: 'credenciales', message: 'Correo o contraseña incorrectos.' };

beforeEach(async () => {
  await w.server.db.delete(loginFailures).where(like(loginFailures.key, 'staff%'));
});

describe('login', () => {
  test('a wrong password, an unknown e-mail and a disabled account answer alike', async () => {
    await w.add('ana@example.com', 'cocina', [1]);
    const off = await w.add('beto@example.com', 'cocina', [1]);
    await staffUpdate(w.server.db, null, off.id, { active: false }, w.now());

    const answers = [
      await w.login('ana@example.com', { password: 'Incorrecta#1' }),
      await w.login('nadie@example.com'),
      await w.login('beto@example.com'),
    ];
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ error: CREDENTIALS });
      expect(a.headers.getSetCookie()).toEqual([]);
    }
  });

  test('the right password sets the two cookies, strict, the session one httpOnly', async () => {
    await w.add('carla@example.com', 'gerente', [2, 3]);
    const a = await w.login('  CARLA@example.com ');
    expect(a.status).toBe(200);
    expect(a.body.staff).toMatchObject({
      email: 'carla@example.com',
      rol: 'gerente',
      totp: false,
      tiendas: [
        { id: 2, nombre: 'Metrocentro San Salvador' },
        { id: 3, nombre: 'Centro Histórico' },
      ],
    });
    const [session, csrf] = a.headers.getSetCookie();
    // the value, then the attributes in any order
    const attributes = (cookie = '') => new Set(cookie.split('; ').slice(1));
    expect(session).toMatch(/^op_session=[\w-]{40,};/);
    expect(attributes(session)).toEqual(
      new Set(['Path=/api/operador', 'Max-Age=604800', 'SameSite=Strict', 'HttpOnly']),
    );
    expect(csrf).toMatch(/^op_csrf=[\w-]{40,};/);
    expect(attributes(csrf)).toEqual(new Set(['Path=/', 'Max-Age=604800', 'SameSite=Strict']));
    // only the digest of the id is stored
    const id = session!.slice('op_session='.length).split(';')[0]!;
    const rows = await w.server.db.select().from(staffSessions);
    expect(rows.some((r) => r.idDigest === id)).toBe(false);
  });

  test('behind TLS (a trusted proxy says https) the cookies are Secure', async () => {
    await w.add('tls@example.com', 'cocina', [1]);
    const a = await w.call('POST', '/sesion', {
      body: { email: 'tls@example.com', password: STAFF_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    // the test server trusts no proxy: the header alone does not make it Secure
    expect(a.headers.getSetCookie().every((c) => !c.includes('Secure'))).toBe(true);
  });

  test('20 wrong passwords at once check no more than the lockout allows', async () => {
    await w.add('dora@example.com', 'cocina', [1]);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        w.login('dora@example.com', { password: `Mala#${i}aaA` }),
      ),
    );
    const checked = tries.filter((t) => t.status === 401).length;
    expect(checked).toBeLessThanOrEqual(STAFF_LOGIN_ACCOUNT_LIMIT);
    expect(tries.filter((t) => t.status === 429).length).toBe(20 - checked);
    const [row] = await w.server.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'staff:dora@example.com'));
    expect(row!.failures).toBeLessThanOrEqual(STAFF_LOGIN_ACCOUNT_LIMIT);
    // locked: the right password too, with the wait in minutes
    const right = await w.login('dora@example.com');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      error: {
        code: 'bloqueado',
        message: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
      },
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    w.advance(16 * MINUTE);
    expect((await w.login('dora@example.com')).status).toBe(200);
  });
});

describe('the session', () => {
  test('a change without the CSRF header, or with a wrong one, is refused', async () => {
    await w.add('eva@example.com', 'cocina', [1]);
    const jar = await w.signIn('eva@example.com');
    const other = await w.add('otro@example.com', 'cocina', [1]);
    const otherJar = await w.signIn(other.email);
    const refused = {
      error: {
        code: 'csrf',
        message: 'Tu sesión no es válida. Recarga la página e inténtalo de nuevo.',
      },
    };
    for (const csrf of [false, 'x', otherJar.csrf] as const) {
      for (const [method, path] of [
        ['POST', '/sesion/cerrar-todas'],
        ['DELETE', '/sesion'],
        ['POST', '/totp/inicio'],
      ] as const) {
        const a = await w.call(method, path, { jar, csrf });
        expect([a.status, a.body], `${method} ${path} ${String(csrf)}`).toEqual([403, refused]);
      }
    }
    // nothing ended: the session still answers
    expect((await w.call('GET', '/sesion', { jar })).status).toBe(200);
  });

  test('a session unused for 12 h ends; each use slides it', async () => {
    await w.add('fito@example.com', 'cocina', [1]);
    const jar = await w.signIn('fito@example.com');
    w.advance(SESSION_IDLE_MS - MINUTE);
    expect((await w.call('GET', '/sesion', { jar })).status).toBe(200);
    w.advance(SESSION_IDLE_MS - MINUTE);
    expect((await w.call('GET', '/sesion', { jar })).status).toBe(200);
    w.advance(SESSION_IDLE_MS + MINUTE);
    const gone = await w.call('GET', '/sesion', { jar });
    expect([gone.status, gone.body]).toEqual([
      401,
      { error: { code: 'sesion', message: 'Inicia sesión para continuar.' } },
    ]);
  });

  test('no session lasts past 7 days, however used', async () => {
    await w.add('gina@example.com', 'cocina', [1]);
    const jar = await w.signIn('gina@example.com');
    for (let h = 0; h < 7 * 24 - 11; h += 11) {
      w.advance(11 * 60 * MINUTE);
      expect((await w.call('GET', '/sesion', { jar })).status, `${h + 11} h`).toBe(200);
    }
    w.advance(11 * 60 * MINUTE);
    expect((await w.call('GET', '/sesion', { jar })).status).toBe(401);
  });

  test('logging out ends this session; cerrar-todas ends every other one too', async () => {
    await w.add('hugo@example.com', 'cocina', [1]);
    const tablet = await w.signIn('hugo@example.com');
    const phone = await w.signIn('hugo@example.com');
    const laptop = await w.signIn('hugo@example.com');
    const out = await w.call('DELETE', '/sesion', { jar: laptop });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect((await w.call('GET', '/sesion', { jar: laptop })).status).toBe(401);
    expect((await w.call('GET', '/sesion', { jar: tablet })).status).toBe(200);

    expect((await w.call('POST', '/sesion/cerrar-todas', { jar: phone })).status).toBe(204);
    for (const jar of [tablet, phone])
      expect((await w.call('GET', '/sesion', { jar })).status).toBe(401);
  });

  test("a disabled member's session ends at once", async () => {
    const member = await w.add('ines@example.com', 'cocina', [1]);
    const jar = await w.signIn('ines@example.com');
    await staffUpdate(w.server.db, null, member.id, { active: false }, w.now());
    expect((await w.call('GET', '/sesion', { jar })).status).toBe(401);
    expect(
      await w.server.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id)),
    ).toEqual([]);
  });
});
