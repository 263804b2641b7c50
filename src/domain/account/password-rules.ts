import { ACCOUNT_MESSAGES } from './account-messages.ts';

/** §5.1 the new-password length bounds (72: what bcrypt-era clients accept; kept for argon2). */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 72;

const LEGACY_CHARACTERS = /^[a-zA-Z0-9_.$@!¡¿?*-]*$/;
/** §5.1 the legacy rule's minimum length: 3, although its message says 6. */
export const LEGACY_PASSWORD_MIN = 3;

/**
 * §5.1 / §5.2 a new password: 8 to 72 characters, no spaces, at least one digit, one
 * lowercase and one uppercase letter and one special character (anything else that is
 * not a space). Letters are ASCII, as the rule's message reads.
 */
export function newPasswordCheck(value: string): string | null {
  const valid =
    value.length >= NEW_PASSWORD_MIN &&
    value.length <= NEW_PASSWORD_MAX &&
    !/\s/u.test(value) &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[^a-zA-Z0-9\s]/u.test(value);
  return valid ? null : ACCOUNT_MESSAGES.newPassword;
}

/**
 * §5.1 / §5.2 the legacy password rule (the login form of accounts made before the new
 * rule): its characters, then a minimum length of 3 with the message that says 6.
 */
export function legacyPasswordCheck(value: string): string | null {
  if (value === '') return ACCOUNT_MESSAGES.required;
  if (!LEGACY_CHARACTERS.test(value)) return ACCOUNT_MESSAGES.legacyCharacters;
  return value.length < LEGACY_PASSWORD_MIN ? ACCOUNT_MESSAGES.legacyLength : null;
}

/** §5.1 / §5.2 the password and its confirmation must match. */
export function passwordConfirmCheck(password: string, confirm: string): string | null {
  return password === confirm ? null : ACCOUNT_MESSAGES.confirm;
}

/**
 * §5.1 the login form's password: a password made under the new rule (its special
 * character may be any, '#' or '%' too) or one made under the legacy rule. Only when it
 * fits neither does the form speak, with the legacy rule's message.
 */
export function loginPasswordCheck(value: string): string | null {
  if (value !== '' && newPasswordCheck(value) === null) return null;
  return legacyPasswordCheck(value);
}
