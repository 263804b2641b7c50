import { describe, expect, test } from 'vitest';
import {
  customerReady,
  GOOD_PASSWORD,
  linkHash,
  signupFields,
  useAccountWorld,
} from './accounts.fixture.ts';

// A reset, a password change and a deletion use up every recovery and activation link the
// account still had: a link mailed before any of them no longer changes the password.
const w = useAccountWorld();

const NEW_PASSWORD = 'Distinta#99';
const LATER_PASSWORD = 'Atacante#77';

/** Asks for a recovery link for `email`; returns its hash. */
async function recoveryLink(email: string): Promise<string> {
  await w.call('/auth/recoveryPassword', { emailCP: email });
  const mail = (await w.mailsTo(email)).filter((m) => m.kind === 'recover').pop();
  return linkHash(mail!.text);
}

const reset = (hash: string, password: string) =>
  w.sealed('/auth/changePassword', { hash, newcontrasena: password, contrasenaConfirm: password });

const INVALID = { codigoRetorno: '01', mensajeRetorno: 'Enlace no válido' };

describe('links used up by a change of password', () => {
  test('a reset with one recovery link kills the other one', async () => {
    const email = 'dos-enlaces@example.com';
    await customerReady(w, email);
    const first = await recoveryLink(email);
    const second = await recoveryLink(email);
    expect((await reset(first, NEW_PASSWORD)).body.codigoRetorno).toBe('00');
    expect((await reset(second, LATER_PASSWORD)).body).toEqual(INVALID);
    const login = await w.call('/auth/login', { email, password: NEW_PASSWORD });
    expect(login.body.codigoRetorno).toBe('00');
  });

  test('a password change kills the recovery links mailed before it', async () => {
    const email = 'cambio@example.com';
    const session = await customerReady(w, email);
    const before = await recoveryLink(email);
    const changed = await w.sealed(
      '/cliente/changePassword',
      { contrasena: GOOD_PASSWORD, newcontrasena: NEW_PASSWORD, contrasenaConfirm: NEW_PASSWORD },
      session.headers,
    );
    expect(changed.body.codigoRetorno).toBe('00');
    expect((await reset(before, LATER_PASSWORD)).body).toEqual(INVALID);
    const login = await w.call('/auth/login', { email, password: NEW_PASSWORD });
    expect(login.body.codigoRetorno).toBe('00');
    // a link asked for after the change works
    const after = await recoveryLink(email);
    expect((await reset(after, LATER_PASSWORD)).body.codigoRetorno).toBe('00');
  });

  test('a reset kills the activation links of an account still to confirm', async () => {
    const email = 'sin-confirmar@example.com';
    const fields = signupFields(email, { nombres: 'Ana', publicidad: 'N' });
    await w.sealed('/auth/signupEmail', fields);
    const activation = linkHash((await w.mailsTo(email))[0]!.text);
    const recovery = await recoveryLink(email);
    expect((await reset(recovery, NEW_PASSWORD)).body.codigoRetorno).toBe('00');
    expect((await w.call('/auth/activate', { hash: activation })).body).toEqual(INVALID);
    const login = await w.call('/auth/login', { email, password: NEW_PASSWORD });
    expect(login.body.codigoRetorno).toBe('00');
  });

  test('a deletion kills the recovery links', async () => {
    const email = 'borrada@example.com';
    const session = await customerReady(w, email);
    const before = await recoveryLink(email);
    const deleted = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: GOOD_PASSWORD },
      session.headers,
    );
    expect(deleted.body.codigoRetorno).toBe('00');
    expect((await reset(before, LATER_PASSWORD)).body).toEqual(INVALID);
  });
});
