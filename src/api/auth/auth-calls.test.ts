import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import type { SignupFormData } from '../../domain/account/account-forms';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import {
  sessionClearTokens,
  sessionSetCkKey,
  sessionSetGuestToken,
  sessionSetTokens,
  sessionStore,
} from '../session';
import { transportSet } from '../transport';
import { authActivate } from './activate';
import { authRefusalRead } from './auth-refusal';
import { authCaptcha } from './captcha';
import { authChangePasswordByLink } from './change-password-by-link';
import { authLogin } from './login';
import { authLogout } from './logout';
import { authRecoveryPassword } from './recovery-password';
import { authResendActivation } from './resend-activation';
import { authSignupEmail, signupBody } from './signup-email';

const form = (req: (typeof sent)[number]) => new URLSearchParams(String(req.body));
const decrypted = (req: (typeof sent)[number]): Record<string, string> =>
  JSON.parse(
    AES.decrypt(form(req).get('data') ?? '', Utf8.parse(CK_KEY), {
      mode: ECB,
      padding: Pkcs7,
    }).toString(Utf8),
  ) as Record<string, string>;
const refusal = (code: string, message: string, extra: object = {}) =>
  jsonAnswer({ codigoRetorno: code, mensajeRetorno: message, ...extra });
const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);

beforeEach(() => {
  sessionClearTokens();
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('auth/login', () => {
  it('sends the guest token it has, stores both tokens and drops the guest token', async () => {
    sessionSetGuestToken('guest-1');
    fakeFetch(() =>
      okAnswer({ token: 'acc', refreshToken: 'ref', data: { nickname: 'ana', nombres: 'Ana' } }),
    );
    const result = await authLogin({ email: ' ana@example.com ', password: 'x1' });
    expect(result).toEqual({ nickname: 'ana', nombres: 'Ana' });
    expect(sent[0]!.url).toBe('/api/auth/login');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer guest-1');
    expect(Object.fromEntries(form(sent[0]!))).toEqual({
      email: 'ana@example.com',
      password: 'x1',
    });
    expect(sessionStore).toMatchObject({
      accessToken: 'acc',
      refreshToken: 'ref',
      guestToken: null,
    });
  });

  it('fetches no guest token when there is none, and sends the captcha when given', async () => {
    fakeFetch(() => okAnswer({ token: 'acc', refreshToken: 'ref' }));
    await authLogin({ email: 'a@b.co', password: 'p', captcha: 'c2lnbmVk' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(form(sent[0]!).get('captcha')).toBe('c2lnbmVk');
  });

  it('goes again without an expired guest token', async () => {
    sessionSetGuestToken('old-guest');
    fakeFetch(
      () => jsonAnswer({}, 401),
      () => okAnswer({ token: 'acc', refreshToken: 'ref' }),
    );
    await authLogin({ email: 'a@b.co', password: 'p' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers.get('authorization')).toBeNull();
    expect(sessionStore.accessToken).toBe('acc');
  });

  it('makes the refusal readable, showReCaptcha included, without a toast', async () => {
    fakeFetch(() => refusal('01', 'Correo o contraseña incorrectos', { showReCaptcha: true }));
    const error = await authLogin({ email: 'a@b.co', password: 'p' }).catch((e: unknown) => e);
    expect(authRefusalRead(error)).toEqual({
      code: '01',
      message: 'Correo o contraseña incorrectos',
      showReCaptcha: true,
      email: '',
      errores: {},
    });
    expect(toasts()).toEqual([]);
    expect(sessionStore.accessToken).toBeNull();
  });

  it("reads '04' (not validated) with its e-mail", async () => {
    fakeFetch(() =>
      refusal('04', 'Debes confirmar tu correo para iniciar sesión', {
        data: { email: 'ana@example.com' },
      }),
    );
    const error = await authLogin({ email: 'a@b.co', password: 'p' }).catch((e: unknown) => e);
    expect(authRefusalRead(error)).toMatchObject({ code: '04', email: 'ana@example.com' });
  });

  it('reads no refusal from a network failure', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    const error = await authLogin({ email: 'a@b.co', password: 'p' }).catch((e: unknown) => e);
    expect(authRefusalRead(error)).toBeNull();
  });
});

describe('auth/captcha', () => {
  it('reads an ALTCHA challenge and a reCAPTCHA site key', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: 'abc',
      maxnumber: 50000,
      salt: 's?expires=1',
      signature: 'sig',
    };
    fakeFetch(
      () => okAnswer({ captcha: { kind: 'altcha', challenge } }),
      () => okAnswer({ captcha: { kind: 'recaptcha', siteKey: 'site' } }),
    );
    expect(await authCaptcha()).toEqual({ kind: 'altcha', challenge });
    expect(await authCaptcha()).toEqual({ kind: 'recaptcha', siteKey: 'site' });
    expect(sent[0]!.body).toBeUndefined();
  });

  it('refuses a challenge without its signature', async () => {
    fakeFetch(() =>
      okAnswer({
        captcha: { kind: 'altcha', challenge: { algorithm: 'SHA-256', challenge: 'a', salt: 's' } },
      }),
    );
    await expect(authCaptcha()).rejects.toMatchObject({ code: 'PARSE' });
  });
});

describe('auth/signupEmail', () => {
  const data: SignupFormData = {
    nombres: ' Ana ',
    apellidos: 'Pérez',
    nickname: '',
    email: 'ana.p@example.com',
    telefono: '7123-4567',
    genero: 'FE',
    fechaNacimiento: '',
    instruccionEspecial: '',
    publicidad: true,
    contrasena: 'Abcdef1!',
    contrasenaConfirm: 'Abcdef1!',
  };

  it('builds the wire fields: nickname from the e-mail, phone digits, birth date today, S/N', () => {
    expect(signupBody(data, '2026-11-26')).toMatchObject({
      nombres: 'Ana',
      nickname: 'ana.p',
      telefono: '71234567',
      fechaNacimiento: '2026-11-26',
      publicidad: 'S',
    });
  });

  it('sends them encrypted with the guest token and reads errores of a refusal', async () => {
    sessionSetGuestToken('guest-1');
    fakeFetch(
      () => okAnswer({ mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo' }),
      () => refusal('01', 'Teléfono no válido', { errores: { telefono: 'Teléfono no válido' } }),
    );
    expect(await authSignupEmail(data, '2026-11-26')).toBe(
      'Te enviamos un enlace para confirmar tu correo',
    );
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer guest-1');
    expect(decrypted(sent[0]!)).toMatchObject({
      email: 'ana.p@example.com',
      contrasena: 'Abcdef1!',
    });
    const error = await authSignupEmail(data, '2026-11-26').catch((e: unknown) => e);
    expect(authRefusalRead(error)?.errores).toEqual({ telefono: 'Teléfono no válido' });
    expect(toasts()).toEqual([]);
  });
});

describe('auth/activate, resendActivation, recoveryPassword, changePassword', () => {
  it("activate: '00' toasts the §8.2 text and gives the e-mail; '03' is readable", async () => {
    fakeFetch(
      () => okAnswer({ data: { email: 'ana@example.com' } }),
      () => refusal('03', 'El enlace ha expirado', { data: { email: 'ana@example.com' } }),
    );
    expect(await authActivate('h1')).toBe('ana@example.com');
    expect(form(sent[0]!).get('hash')).toBe('h1');
    expect(toasts()).toEqual([['success', ACCOUNT_SUCCESS.validated]]);
    const error = await authActivate('h2').catch((e: unknown) => e);
    expect(authRefusalRead(error)).toMatchObject({ code: '03', email: 'ana@example.com' });
    expect(toasts()).toHaveLength(1);
  });

  it('resendActivation toasts the §8.2 text; recoveryPassword sends emailCP', async () => {
    fakeFetch(
      () => okAnswer(),
      () => okAnswer({ mensajeRetorno: 'Si el correo tiene una cuenta, te enviamos un enlace' }),
    );
    await authResendActivation(' ana@example.com ');
    await authRecoveryPassword('ana@example.com');
    expect(form(sent[0]!).get('email')).toBe('ana@example.com');
    expect(form(sent[1]!).get('emailCP')).toBe('ana@example.com');
    expect(toasts()).toEqual([
      ['success', ACCOUNT_SUCCESS.resent],
      ['success', 'Si el correo tiene una cuenta, te enviamos un enlace'],
    ]);
  });

  it('changePassword by link is encrypted and toasts Contraseña actualizada', async () => {
    fakeFetch(() => okAnswer());
    await authChangePasswordByLink({
      hash: 'h',
      newcontrasena: 'Abcdef1!',
      contrasenaConfirm: 'Abcdef1!',
    });
    expect(decrypted(sent[0]!)).toEqual({
      hash: 'h',
      newcontrasena: 'Abcdef1!',
      contrasenaConfirm: 'Abcdef1!',
    });
    expect(toasts()).toEqual([['success', ACCOUNT_SUCCESS.passwordChanged]]);
  });
});

describe('auth/logout', () => {
  it('is secure, and calls nothing without a session', async () => {
    fakeFetch(() => okAnswer());
    expect(await authLogout()).toBe(false);
    expect(sent).toHaveLength(0);
    sessionSetTokens('acc', 'ref');
    expect(await authLogout()).toBe(true);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
  });

  it('never throws', async () => {
    sessionSetTokens('acc', 'ref');
    transportSet(() => Promise.reject(new TypeError('offline')));
    expect(await authLogout()).toBe(false);
    expect(uiStore.toasts).toEqual([]);
  });
});
