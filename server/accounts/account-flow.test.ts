import { describe, expect, test } from 'vitest';
import { loginFailures } from '../db/schema/customers.ts';
import { ACCOUNT_MESSAGES } from '../../src/domain/account/account-messages.ts';
import {
  customerReady,
  customerRow,
  GOOD_PASSWORD,
  linkHash,
  signupFields,
  useAccountWorld,
} from './accounts.fixture.ts';

// Issue 15, the account calls' contract: sign-up → mail in the outbox → activation →
// login → data → profile → password → logout → login with the new password; the links'
// single use and expiry; no enumeration of e-mails.
const w = useAccountWorld();
const HOUR = 3_600_000;
const NEW_PASSWORD = 'Distinta#99';

describe('the whole flow', () => {
  test('sign-up to login with a changed password', async () => {
    const email = 'Flujo.Completo@Example.com';
    const signed = await w.sealed('/auth/signupEmail', signupFields(email));
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo',
    });

    // the mail is in the outbox, written with the account, with its link on APP_ORIGIN
    const [mail, ...more] = await w.mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'activate', sentAt: null });
    expect(mail!.text).toContain('Hola, Ana María:');
    expect(mail!.text).toContain('http://localhost:3000/validar-cuenta?hash=');
    expect(mail!.html).toContain('Burger Salvador');
    const hash = linkHash(mail!.text);
    expect(mail!.html).toContain(hash);

    // stored: argon2id, never the password; unvalidated; nickname defaulted; e-mail keyed
    const row = await customerRow(w, email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(row).toMatchObject({
      emailKey: 'flujo.completo@example.com',
      nickname: 'Flujo.Completo',
      validatedAt: null,
      publicidad: true,
    });

    // before the link: the right password answers '04'
    const early = await w.call('/auth/login', { email, password: GOOD_PASSWORD });
    expect(early.body).toMatchObject({
      codigoRetorno: '04',
      mensajeRetorno: 'Debes confirmar tu correo para iniciar sesión',
      data: { email },
    });
    expect(early.body.token).toBeUndefined();

    const activated = await w.call('/auth/activate', { hash });
    expect(activated.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Cuenta validada correctamente. Inicia sesión para continuar.',
      data: { email },
    });
    // the link is single use
    expect((await w.call('/auth/activate', { hash })).body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Enlace no válido',
    });

    // login with the e-mail in other case
    const logged = await w.call('/auth/login', {
      email: ' FLUJO.completo@example.com ',
      password: GOOD_PASSWORD,
    });
    expect(logged.body).toMatchObject({
      codigoRetorno: '00',
      data: { nickname: 'Flujo.Completo', nombres: 'Ana María' },
      showReCaptcha: false,
    });
    const auth = {
      authorization: `Bearer ${logged.body.token as string}`,
      'refresh-token': logged.body.refreshToken as string,
    };
    expect(JSON.stringify(logged.body)).not.toMatch(/argon2|Secreta/);

    const data = await w.call('/cliente/getDataUser', {}, auth);
    expect(data.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      data: {
        nombres: 'Ana María',
        apellidos: 'Pérez',
        nickname: 'Flujo.Completo',
        email,
        telefono: '70001234',
        genero: 'FE',
        fechaNacimiento: '1990-05-04',
        instruccionEspecial: '',
        publicidad: 'S',
      },
    });

    const saved = await w.sealed(
      '/cliente/saveCliente',
      {
        nombres: 'Ana',
        apellidos: 'Pérez López',
        nickname: 'Anita',
        email: 'otro@example.com',
        telefono: '7000-9999',
        genero: 'NA',
        // the app sends today's date for an empty birthday (§5.1)
        fechaNacimiento: '2026-11-23',
        instruccionEspecial: 'Tocar el timbre',
        publicidad: 'N',
      },
      auth,
    );
    expect(saved.body).toEqual({ codigoRetorno: '00', mensajeRetorno: 'Datos actualizados' });
    const after = (await w.call('/cliente/getDataUser', {}, auth)).body.data;
    expect(after).toEqual({
      nombres: 'Ana',
      apellidos: 'Pérez López',
      nickname: 'Anita',
      email, // not changed by saveCliente
      telefono: '70009999',
      genero: 'NA',
      fechaNacimiento: '',
      instruccionEspecial: 'Tocar el timbre',
      publicidad: 'N',
    });

    const wrongCurrent = await w.sealed(
      '/cliente/changePassword',
      { contrasena: 'NoEsLaMia#1', newcontrasena: NEW_PASSWORD, contrasenaConfirm: NEW_PASSWORD },
      auth,
    );
    expect(wrongCurrent.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'La contraseña actual no es correcta',
    });
    const changed = await w.sealed(
      '/cliente/changePassword',
      { contrasena: GOOD_PASSWORD, newcontrasena: NEW_PASSWORD, contrasenaConfirm: NEW_PASSWORD },
      auth,
    );
    expect(changed.body).toEqual({ codigoRetorno: '00', mensajeRetorno: 'Contraseña actualizada' });
    expect((await w.mailsTo(email)).map((m) => m.kind)).toEqual(['activate', 'password-changed']);
    // this session keeps working after its own change
    expect((await w.call('/cliente/getDataUser', {}, auth)).status).toBe(200);

    expect((await w.call('/auth/logout', {}, auth)).body).toMatchObject({ codigoRetorno: '00' });
    // logged out: the access token no longer works either
    expect((await w.call('/cliente/getDataUser', {}, auth)).status).toBe(401);

    const old = await w.call('/auth/login', { email, password: GOOD_PASSWORD });
    expect(old.body.codigoRetorno).toBe('01');
    const fresh = await w.call('/auth/login', { email, password: NEW_PASSWORD });
    expect(fresh.body.codigoRetorno).toBe('00');
  });
});

describe('sign-up', () => {
  test('the §5.1 rules on the server, with the §5.2 messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { contrasena: 'corta', contrasenaConfirm: 'corta' },
        'contrasena',
        ACCOUNT_MESSAGES.newPassword,
      ],
      [{ contrasenaConfirm: 'Otra#2026x' }, 'contrasenaConfirm', ACCOUNT_MESSAGES.confirm],
      // 16 on 24 November 2026: the day before is too young
      [{ fechaNacimiento: '2010-11-24' }, 'fechaNacimiento', ACCOUNT_MESSAGES.birthday],
      [{ genero: 'XX' }, 'genero', ACCOUNT_MESSAGES.required],
      [{ email: 'ana@' }, 'email', ACCOUNT_MESSAGES.email],
      [{ telefono: '1234' }, 'telefono', ACCOUNT_MESSAGES.phone],
      [{ nombres: '  ' }, 'nombres', ACCOUNT_MESSAGES.required],
    ];
    for (const [override, field, message] of cases) {
      const r = await w.sealed('/auth/signupEmail', signupFields('reglas@example.com', override));
      expect(r.body, field).toMatchObject({
        codigoRetorno: '01',
        mensajeRetorno: message,
        errores: { [field]: message },
      });
    }
    // the 16th birthday itself is old enough; nothing stored for the refused ones before
    expect(await customerRow(w, 'reglas@example.com')).toBeNull();
    const ok = await w.sealed(
      '/auth/signupEmail',
      signupFields('reglas@example.com', { fechaNacimiento: '2010-11-23' }),
    );
    expect(ok.body.codigoRetorno).toBe('00');
    // not encrypted: refused
    expect((await w.call('/auth/signupEmail', signupFields('x@example.com'))).status).toBe(400);
  });

  test("a duplicate answers '00' and mails the owner instead (no enumeration)", async () => {
    const email = 'duplicada@example.com';
    await customerReady(w, email);
    const again = await w.sealed(
      '/auth/signupEmail',
      signupFields('DUPLICADA@example.com', {
        nombres: 'Intruso',
        contrasena: 'Intruso#2026',
        contrasenaConfirm: 'Intruso#2026',
      }),
    );
    expect(again.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo',
    });
    const mails = await w.mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['activate', 'account-exists']);
    const exists = mails[1]!;
    expect(exists.subject).toContain('Ya tienes una cuenta');
    expect(exists.text).toContain('Hola, Ana María:'); // the owner's name, not the intruder's
    expect(exists.text).toContain('http://localhost:3000/login');
    expect(exists.text).toContain('http://localhost:3000/forgot-password');
    // the owner's account is as it was
    const row = await customerRow(w, email);
    expect(row?.nombres).toBe('Ana María');
    const intruder = await w.call('/auth/login', { email, password: 'Intruso#2026' });
    expect(intruder.body.codigoRetorno).toBe('01');

    // an account still to validate gets a fresh activation link instead
    const pending = 'pendiente@example.com';
    await w.sealed('/auth/signupEmail', signupFields(pending));
    await w.sealed('/auth/signupEmail', signupFields(pending));
    expect((await w.mailsTo(pending)).map((m) => m.kind)).toEqual(['activate', 'activate']);
  });
});

describe('links', () => {
  test("an expired activation link answers '03' with the e-mail; resend mails a new one", async () => {
    const email = 'expira@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email));
    const hash = linkHash((await w.mailsTo(email))[0]!.text);
    const start = w.now();
    w.advance(48 * HOUR + 1000);
    try {
      expect((await w.call('/auth/activate', { hash })).body).toEqual({
        codigoRetorno: '03',
        mensajeRetorno: 'El enlace ha expirado',
        data: { email },
      });
      const resent = await w.call('/auth/resendActivation', { email });
      expect(resent.body).toEqual({
        codigoRetorno: '00',
        mensajeRetorno:
          'Se ha enviado un nuevo enlace de confirmacion a tu cuenta de correo. Revisa tu bandeja de entrada.',
      });
      const mails = await w.mailsTo(email);
      expect(mails).toHaveLength(2);
      const fresh = linkHash(mails[1]!.text);
      expect(fresh).not.toBe(hash);
      expect((await w.call('/auth/activate', { hash: fresh })).body.codigoRetorno).toBe('00');
      // validated: resend answers the same and mails nothing
      expect((await w.call('/auth/resendActivation', { email })).body.codigoRetorno).toBe('00');
      expect(
        (await w.call('/auth/resendActivation', { email: 'nadie@example.com' })).body.codigoRetorno,
      ).toBe('00');
      expect(await w.mailsTo(email)).toHaveLength(2);
      expect(await w.mailsTo('nadie@example.com')).toHaveLength(0);
    } finally {
      w.setNow(start);
    }
  });

  test('unknown or malformed hashes are not valid links', async () => {
    for (const hash of ['', 'x', 'a'.repeat(43), 'a'.repeat(400)]) {
      const r = await w.call('/auth/activate', { hash });
      expect(r.body, hash).toEqual({ codigoRetorno: '01', mensajeRetorno: 'Enlace no válido' });
    }
  });

  test('recovery: the same answer for every e-mail, a one-hour single-use link', async () => {
    const email = 'recupera@example.com';
    const session = await customerReady(w, email);
    const other = await customerReady(w, 'recupera2@example.com');
    const answer = {
      codigoRetorno: '00',
      mensajeRetorno:
        'Si el correo tiene una cuenta, te enviamos un enlace para cambiar tu contraseña',
    };
    expect((await w.call('/auth/recoveryPassword', { emailCP: email })).body).toEqual(answer);
    expect((await w.call('/auth/recoveryPassword', { emailCP: 'nadie@example.com' })).body).toEqual(
      answer,
    );
    const mail = (await w.mailsTo(email)).find((m) => m.kind === 'recover')!;
    expect(mail.text).toContain('http://localhost:3000/updatepass/');
    const hash = linkHash(mail.text);

    // the rule first: nothing changes, the link stays usable
    const weak = await w.sealed('/auth/changePassword', {
      hash,
      newcontrasena: 'debil',
      contrasenaConfirm: 'debil',
    });
    expect(weak.body).toMatchObject({
      codigoRetorno: '01',
      mensajeRetorno: ACCOUNT_MESSAGES.newPassword,
    });
    const done = await w.sealed('/auth/changePassword', {
      hash,
      newcontrasena: NEW_PASSWORD,
      contrasenaConfirm: NEW_PASSWORD,
    });
    expect(done.body).toEqual({ codigoRetorno: '00', mensajeRetorno: 'Contraseña actualizada' });
    const again = await w.sealed('/auth/changePassword', {
      hash,
      newcontrasena: 'Otra#Clave1',
      contrasenaConfirm: 'Otra#Clave1',
    });
    expect(again.body).toEqual({ codigoRetorno: '01', mensajeRetorno: 'Enlace no válido' });
    // every session of the customer ended; other customers untouched
    expect((await w.call('/cliente/getDataUser', {}, session.headers)).status).toBe(401);
    expect((await w.call('/cliente/getDataUser', {}, other.headers)).status).toBe(200);
    expect(
      (await w.call('/auth/login', { email, password: NEW_PASSWORD })).body.codigoRetorno,
    ).toBe('00');

    // a link past its hour: '03'
    await w.call('/auth/recoveryPassword', { emailCP: email });
    const late = linkHash((await w.mailsTo(email)).filter((m) => m.kind === 'recover').pop()!.text);
    const start = w.now();
    w.advance(HOUR + 1000);
    try {
      const expired = await w.sealed('/auth/changePassword', {
        hash: late,
        newcontrasena: 'Tarde#2026x',
        contrasenaConfirm: 'Tarde#2026x',
      });
      expect(expired.body).toEqual({
        codigoRetorno: '03',
        mensajeRetorno: 'El enlace ha expirado',
      });
    } finally {
      w.setNow(start);
    }
    // an activation link is not a recovery link
    await w.sealed('/auth/signupEmail', signupFields('mezcla@example.com'));
    const activation = linkHash((await w.mailsTo('mezcla@example.com'))[0]!.text);
    const mixed = await w.sealed('/auth/changePassword', {
      hash: activation,
      newcontrasena: NEW_PASSWORD,
      contrasenaConfirm: NEW_PASSWORD,
    });
    expect(mixed.body.mensajeRetorno).toBe('Enlace no válido');
  });
});

describe('login', () => {
  test('an unknown e-mail and a wrong password: the same answer, similar time', async () => {
    await customerReady(w, 'tiempo@example.com');
    // the earlier tests' failures from this address are forgotten
    await w.server.db.delete(loginFailures);
    const timed = async (email: string) => {
      const started = performance.now();
      const r = await w.call('/auth/login', { email, password: 'Incorrecta#1' });
      return { body: r.body, ms: performance.now() - started };
    };
    const wrong = await timed('tiempo@example.com');
    const unknown = await timed('no-existe@example.com');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Correo o contraseña incorrectos',
      showReCaptcha: false,
    });
    // both pay one argon2id verification (the test's cost is tiny, so only sanity here)
    expect(Math.abs(unknown.ms - wrong.ms)).toBeLessThan(1000);
  });
});
