import { emailCheck, phoneCheck, requiredCheck } from '../checkout/checkout-fields.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { genderIsValid } from './account-fields.ts';
import { birthdayCheck } from './birthday.ts';
import { newPasswordCheck, passwordConfirmCheck } from './password-rules.ts';

/** §3.1 a customer's data as the profile form and cliente/saveCliente carry it. */
export interface ProfileFormData {
  nombres: string;
  apellidos: string;
  nickname: string;
  email: string;
  telefono: string;
  genero: string;
  fechaNacimiento: string;
  instruccionEspecial: string;
  publicidad: boolean;
}

/** §3.1 the sign-up form: the customer's data, the password and its confirmation. */
export interface SignupFormData extends ProfileFormData {
  contrasena: string;
  contrasenaConfirm: string;
}

/** §3.1 the password change: the current one, the new one and its confirmation. */
export interface PasswordChangeData {
  contrasena: string;
  newcontrasena: string;
  contrasenaConfirm: string;
}

/** Longest text each field takes (what the database keeps; the form stops typing there). */
export const ACCOUNT_TEXT_MAX = {
  nombres: 60,
  apellidos: 60,
  nickname: 30,
  email: 254,
  instruccionEspecial: 250,
} as const;

export type AccountFormErrors<T> = Partial<Record<keyof T, string>>;

/** A field longer than the database keeps (the spec shows no message for it). */
export function textTooLongMessage(max: number): string {
  return `Máximo ${max} caracteres`;
}

function tooLong(value: string, max: number): string | null {
  return value.trim().length > max ? textTooLongMessage(max) : null;
}

function firstOf(...messages: (string | null)[]): string | null {
  return messages.find((m) => m !== null) ?? null;
}

/**
 * §5.1 / §5.2 the profile's data: names and e-mail required, a valid phone, a gender
 * among MA/FE/NA when given, a birthday empty or at least 16 on `today` ('YYYY-MM-DD').
 */
export function profileFormErrors(
  data: ProfileFormData,
  today: string,
): AccountFormErrors<ProfileFormData> {
  const errors: AccountFormErrors<ProfileFormData> = {};
  const set = (key: keyof ProfileFormData, message: string | null) => {
    if (message !== null) errors[key] = message;
  };
  set(
    'nombres',
    firstOf(requiredCheck(data.nombres), tooLong(data.nombres, ACCOUNT_TEXT_MAX.nombres)),
  );
  set(
    'apellidos',
    firstOf(requiredCheck(data.apellidos), tooLong(data.apellidos, ACCOUNT_TEXT_MAX.apellidos)),
  );
  set('nickname', tooLong(data.nickname, ACCOUNT_TEXT_MAX.nickname));
  set(
    'email',
    firstOf(
      requiredCheck(data.email),
      data.email.trim().length > ACCOUNT_TEXT_MAX.email ? ACCOUNT_MESSAGES.email : null,
      emailCheck(data.email),
    ),
  );
  set('telefono', firstOf(requiredCheck(data.telefono), phoneCheck(data.telefono)));
  set(
    'genero',
    data.genero === '' || genderIsValid(data.genero) ? null : ACCOUNT_MESSAGES.required,
  );
  set('fechaNacimiento', birthdayCheck(data.fechaNacimiento, today));
  set(
    'instruccionEspecial',
    tooLong(data.instruccionEspecial, ACCOUNT_TEXT_MAX.instruccionEspecial),
  );
  return errors;
}

/** §5.1 / §5.2 the sign-up form: the profile's rules, the new-password rule and the match. */
export function signupFormErrors(
  data: SignupFormData,
  today: string,
): AccountFormErrors<SignupFormData> {
  const errors: AccountFormErrors<SignupFormData> = profileFormErrors(data, today);
  const password = firstOf(requiredCheck(data.contrasena), newPasswordCheck(data.contrasena));
  if (password) errors.contrasena = password;
  const confirm = firstOf(
    requiredCheck(data.contrasenaConfirm),
    passwordConfirmCheck(data.contrasena, data.contrasenaConfirm),
  );
  if (confirm) errors.contrasenaConfirm = confirm;
  return errors;
}

/**
 * §5.1 / §5.2 a password change: the current password given (when `needsCurrent`: the
 * profile's change; a recovery link has none), the new-password rule and the match.
 */
export function passwordChangeErrors(
  data: PasswordChangeData,
  needsCurrent: boolean,
): AccountFormErrors<PasswordChangeData> {
  const errors: AccountFormErrors<PasswordChangeData> = {};
  if (needsCurrent && data.contrasena === '') errors.contrasena = ACCOUNT_MESSAGES.required;
  const next = firstOf(requiredCheck(data.newcontrasena), newPasswordCheck(data.newcontrasena));
  if (next) errors.newcontrasena = next;
  const confirm = firstOf(
    requiredCheck(data.contrasenaConfirm),
    passwordConfirmCheck(data.newcontrasena, data.contrasenaConfirm),
  );
  if (confirm) errors.contrasenaConfirm = confirm;
  return errors;
}
