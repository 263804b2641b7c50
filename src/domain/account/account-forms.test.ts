import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import {
  passwordChangeErrors,
  profileFormErrors,
  signupFormErrors,
  textTooLongMessage,
  type SignupFormData,
} from './account-forms.ts';

const today = '2026-11-26';
const valid: SignupFormData = {
  nombres: 'Ana',
  apellidos: 'Pérez',
  nickname: '',
  email: 'ana@example.com',
  telefono: '7123-4567',
  genero: 'FE',
  fechaNacimiento: '1990-05-01',
  instruccionEspecial: '',
  publicidad: false,
  contrasena: 'Abcdef1!',
  contrasenaConfirm: 'Abcdef1!',
};

describe('signupFormErrors (§5.1, §5.2)', () => {
  it('finds nothing wrong with a valid sign-up', () => {
    expect(signupFormErrors(valid, today)).toEqual({});
  });
  it('names each field that breaks its rule with its message', () => {
    expect(
      signupFormErrors(
        {
          ...valid,
          nombres: ' ',
          email: 'ana@',
          telefono: '1123-4567',
          genero: 'XX',
          fechaNacimiento: '2015-01-01',
          contrasena: 'abc',
          contrasenaConfirm: 'abd',
        },
        today,
      ),
    ).toEqual({
      nombres: ACCOUNT_MESSAGES.required,
      email: ACCOUNT_MESSAGES.email,
      telefono: ACCOUNT_MESSAGES.phone,
      genero: ACCOUNT_MESSAGES.required,
      fechaNacimiento: ACCOUNT_MESSAGES.birthday,
      contrasena: ACCOUNT_MESSAGES.newPassword,
      contrasenaConfirm: ACCOUNT_MESSAGES.confirm,
    });
  });
  it('refuses text longer than the database keeps', () => {
    expect(profileFormErrors({ ...valid, nombres: 'a'.repeat(61) }, today)).toEqual({
      nombres: textTooLongMessage(60),
    });
  });
});

describe('passwordChangeErrors (§5.1)', () => {
  it('needs the current password only for the profile change', () => {
    const data = { contrasena: '', newcontrasena: 'Abcdef1!', contrasenaConfirm: 'Abcdef1!' };
    expect(passwordChangeErrors(data, true)).toEqual({ contrasena: ACCOUNT_MESSAGES.required });
    expect(passwordChangeErrors(data, false)).toEqual({});
  });
  it('applies the new-password rule and the match', () => {
    expect(
      passwordChangeErrors(
        { contrasena: 'x', newcontrasena: 'short', contrasenaConfirm: 'other' },
        true,
      ),
    ).toEqual({
      newcontrasena: ACCOUNT_MESSAGES.newPassword,
      contrasenaConfirm: ACCOUNT_MESSAGES.confirm,
    });
  });
});
