import { SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { loginFailures } from '../db/schema/customers.ts';
import { customerReady, GOOD_PASSWORD, useAccountWorld } from './accounts.fixture.ts';

// Issue 15 as a hostile client: every secure call with another customer's token, a forged
// token, revoked and reused refresh tokens (§4.1), and the captcha after RECAPTCHA_COUNT
// failures (3 by default).
const w = useAccountWorld();
const MINUTE = 60_000;
const SECURE_CALLS: [string, Record<string, unknown> | null][] = [
  ['/cliente/getDataUser', null],
  ['/cliente/unsubscribe', null],
  ['/auth/logout', null],
  [
    '/cliente/saveCliente',
    {
      nombres: 'Hackeado',
      apellidos: 'X',
      nickname: 'x',
      telefono: '70000000',
      genero: 'MA',
      fechaNacimiento: '',
      instruccionEspecial: '',
      publicidad: 'S',
    },
  ],
  [
    '/cliente/changePassword',
    { contrasena: GOOD_PASSWORD, newcontrasena: 'Robada#2026', contrasenaConfirm: 'Robada#2026' },
  ],
  ['/cliente/deleteAccount', { contrasena: GOOD_PASSWORD }],
];

const secureCall = (
  path: string,
  payload: Record<string, unknown> | null,
  headers: Record<string, string>,
) => (payload === null ? w.call(path, {}, headers) : w.sealed(path, payload, headers));

describe('tokens', () => {
  test("a customer's token acts on that customer only", async () => {
    const victim = await customerReady(w, 'victima@example.com');
    const attacker = await customerReady(w, 'atacante@example.com');
    const data = await w.call('/cliente/getDataUser', {}, attacker.headers);
    expect((data.body.data as { email: string }).email).toBe('atacante@example.com');
    // the attacker's access token with the victim's refresh token, and the other way round
    const mixed = [
      { authorization: `Bearer ${attacker.token}`, 'refresh-token': victim.refreshToken },
      { authorization: `Bearer ${victim.token}x`, 'refresh-token': victim.refreshToken },
    ];
    for (const [path, payload] of SECURE_CALLS) {
      const r = await secureCall(path, payload, mixed[1]!);
      expect(r.status, path).toBe(403);
    }
    // the victim is untouched by everything the attacker did with its own session
    const victimData = await w.call('/cliente/getDataUser', {}, victim.headers);
    expect(victimData.body.data).toMatchObject({ nombres: 'Ana María', publicidad: 'S' });
    expect(
      (await w.call('/auth/login', { email: 'victima@example.com', password: GOOD_PASSWORD })).body
        .codigoRetorno,
    ).toBe('00');
    // a valid access token with someone else's refresh token reads only its own data
    const own = await w.call('/cliente/getDataUser', {}, mixed[0]!);
    expect((own.body.data as { email: string }).email).toBe('atacante@example.com');
    // once expired, it cannot renew through someone else's refresh token
    const start = w.now();
    w.advance(16 * MINUTE);
    try {
      const renew = await w.call('/cliente/getDataUser', {}, mixed[0]!);
      expect(renew.status).toBe(403);
      expect(renew.headers.get('token')).toBeNull();
    } finally {
      w.setNow(start);
    }
    // and the victim's refresh token was not spent by that attempt
    const victimLater = await w.call('/cliente/getDataUser', {}, victim.headers);
    expect(victimLater.status).toBe(200);
  });

  test('forged, missing and guest tokens on every secure call', async () => {
    const forged = await new SignJWT({ typ: 'access', fam: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('c-00000000-0000-0000-0000-000000000000')
      .setExpirationTime(Math.floor(w.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
    const guest = (await w.call('/auth/guest')).body.token as string;
    for (const [path, payload] of SECURE_CALLS) {
      const f = await secureCall(path, payload, {
        authorization: `Bearer ${forged}`,
        'refresh-token': 'x',
      });
      expect(f.status, path).toBe(403);
      expect(f.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Sesión no válida' });
      expect((await secureCall(path, payload, {})).status, path).toBe(401);
      const g = await secureCall(path, payload, { authorization: `Bearer ${guest}` });
      expect(g.body.mensajeRetorno, path).toBe('Debes iniciar sesión');
    }
  });

  test('an expired access token renews once through the refresh token, which rotates', async () => {
    const s = await customerReady(w, 'rota@example.com');
    const start = w.now();
    w.advance(16 * MINUTE);
    try {
      const renewed = await w.call('/cliente/getDataUser', {}, s.headers);
      expect(renewed.status).toBe(401);
      expect(renewed.body.mensajeRetorno).toBe('Sesión renovada, repite la solicitud');
      const token = renewed.headers.get('token')!;
      const refresh = renewed.headers.get('refresh-token')!;
      expect(refresh).not.toBe(s.refreshToken);
      const fresh = { authorization: `Bearer ${token}`, 'refresh-token': refresh };
      expect((await w.call('/cliente/getDataUser', {}, fresh)).status).toBe(200);

      // the rotated token again, within the grace (two calls that renewed together): a sibling
      const twin = await w.call('/cliente/getDataUser', {}, s.headers);
      expect(twin.status).toBe(401);
      expect(twin.headers.get('refresh-token')).toBeTruthy();

      // later: a reuse. 403, and the whole family is revoked, the newest token included
      w.advance(MINUTE);
      const reused = await w.call('/cliente/getDataUser', {}, s.headers);
      expect(reused.status).toBe(403);
      expect(reused.body.mensajeRetorno).toBe('Sesión no válida');
      expect(reused.headers.get('token')).toBeNull();
      const after = await w.call('/cliente/getDataUser', {}, fresh);
      expect(after.status).toBe(401);
      expect(after.headers.get('token')).toBeNull();
      w.advance(16 * MINUTE);
      const renewAfter = await w.call('/cliente/getDataUser', {}, fresh);
      expect(renewAfter.status).toBe(401);
      expect(renewAfter.body.mensajeRetorno).toBe('Tu sesión expiró, inicia sesión de nuevo');
      expect(renewAfter.headers.get('token')).toBeNull();
    } finally {
      w.setNow(start);
    }
  });

  test('logout revokes the family: its refresh token renews nothing', async () => {
    const s = await customerReady(w, 'sale@example.com');
    const other = await w.call('/auth/login', {
      email: 'sale@example.com',
      password: GOOD_PASSWORD,
    });
    const otherHeaders = {
      authorization: `Bearer ${other.body.token as string}`,
      'refresh-token': other.body.refreshToken as string,
    };
    expect((await w.call('/auth/logout', {}, s.headers)).body.codigoRetorno).toBe('00');
    const start = w.now();
    w.advance(16 * MINUTE);
    try {
      const r = await w.call('/cliente/getDataUser', {}, s.headers);
      expect(r.status).toBe(401);
      expect(r.headers.get('token')).toBeNull();
      // the other device's login goes on
      const o = await w.call('/cliente/getDataUser', {}, otherHeaders);
      expect(o.status).toBe(401);
      expect(o.headers.get('token')).toBeTruthy();
    } finally {
      w.setNow(start);
    }
  });

  test('changing the password ends the other sessions, not this one', async () => {
    const here = await customerReady(w, 'cambia@example.com');
    const there = await w.call('/auth/login', {
      email: 'cambia@example.com',
      password: GOOD_PASSWORD,
    });
    const thereHeaders = {
      authorization: `Bearer ${there.body.token as string}`,
      'refresh-token': there.body.refreshToken as string,
    };
    const changed = await w.sealed(
      '/cliente/changePassword',
      { contrasena: GOOD_PASSWORD, newcontrasena: 'Nueva#2026x', contrasenaConfirm: 'Nueva#2026x' },
      here.headers,
    );
    expect(changed.body.codigoRetorno).toBe('00');
    expect((await w.call('/cliente/getDataUser', {}, here.headers)).status).toBe(200);
    expect((await w.call('/cliente/getDataUser', {}, thereHeaders)).status).toBe(401);
  });
});

describe('the captcha after RECAPTCHA_COUNT failures', () => {
  test('by e-mail and by address; a solved one lets the password count; success clears', async () => {
    await customerReady(w, 'captcha@example.com');
    await w.server.db.delete(loginFailures);
    const login = (password: string, captcha?: string) =>
      w.call('/auth/login', {
        email: 'captcha@example.com',
        password,
        ...(captcha === undefined ? {} : { captcha }),
      });
    const flags = [];
    for (let i = 0; i < 3; i++) flags.push((await login('Mala#Clave1')).body.showReCaptcha);
    expect(flags).toEqual([false, false, true]);

    // the right password without a captcha: refused, and not counted as a try
    const asked = w.captcha.verified.length;
    const without = await login(GOOD_PASSWORD);
    expect(without.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Completa la verificación para continuar',
      showReCaptcha: true,
    });
    const wrongCaptcha = await login(GOOD_PASSWORD, 'mal');
    expect(wrongCaptcha.body.mensajeRetorno).toBe('Completa la verificación para continuar');
    expect(w.captcha.verified.slice(asked)).toEqual(['mal']);

    // another e-mail from the same address is asked too (the address has 3 failures)
    const other = await w.call('/auth/login', { email: 'otro@example.com', password: 'x' });
    expect(other.body.mensajeRetorno).toBe('Completa la verificación para continuar');

    // solved: the password is checked; a wrong one still fails, a right one logs in
    const solvedWrong = await login('Mala#Clave1', 'ok');
    expect(solvedWrong.body).toMatchObject({
      mensajeRetorno: 'Correo o contraseña incorrectos',
      showReCaptcha: true,
    });
    const solved = await login(GOOD_PASSWORD, 'ok');
    expect(solved.body.codigoRetorno).toBe('00');
    // the e-mail's counter is cleared; the address's is not (it still asks for a captcha),
    // nor the e-mail's throttle (only a password reset clears it)
    const rows = await w.server.db.select().from(loginFailures);
    const counted = rows.filter((r) => r.failures > 0).map((r) => [r.key, r.failures]);
    expect(counted.sort()).toEqual([
      ['ip:127.0.0.1', 4],
      ['throttle:captcha@example.com', 4],
    ]);
    expect(solved.body.showReCaptcha).toBe(true);

    // the window passes: forgotten
    const start = w.now();
    w.advance(61 * MINUTE);
    try {
      expect((await login(GOOD_PASSWORD)).body).toMatchObject({
        codigoRetorno: '00',
        showReCaptcha: false,
      });
    } finally {
      w.setNow(start);
    }
  });
});
