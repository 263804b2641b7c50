import { z } from 'zod';
import { fail, type Envelope } from '../wire/envelope.ts';
import { textBlock, textLine } from '../wire/text-fields.ts';

/**
 * The account calls' request bodies (contract of issue 15). zod checks only the shapes and
 * keeps absurd sizes out (400); the §5.1 rules run afterwards through src/domain/account,
 * which answer '01' with the §5.2 message (./account-refusal below).
 */

/** A text field: a string of at most `max` characters (a longer one is no form's). */
const text = (max = 500) => z.string().max(max);
const optionalText = (max = 500) => text(max).default('');
/** What the customer types and the account keeps or mails: without control characters. */
const line = (max = 500) => textLine(text(max));
const optionalLine = (max = 500) => line(max).default('');
/** Passwords: the rule allows 72; a longer one is refused by the rule, a huge one here. */
const password = text(1024);

/** 'S' or 'N' as the forms send it. */
const flagSN = z.enum(['S', 'N'], { error: "debe ser 'S' o 'N'" });

const profileShape = {
  nombres: line(),
  apellidos: line(),
  nickname: optionalLine(),
  telefono: line(50),
  genero: optionalLine(10),
  fechaNacimiento: optionalLine(20),
  instruccionEspecial: textBlock(text(1000)).default(''),
  publicidad: flagSN.default('N'),
};

/** auth/signupEmail (decrypted). */
export const signupBody = z.object({
  ...profileShape,
  email: text(),
  contrasena: password,
  contrasenaConfirm: password,
});

/** cliente/saveCliente (decrypted); an `email` sent is ignored. */
export const profileBody = z.object(profileShape);

/** auth/login. */
export const loginBody = z.object({
  email: text(),
  password,
  captcha: optionalText(20_000),
});

/** auth/resendActivation. */
export const emailBody = z.object({ email: text() });

/** auth/recoveryPassword. */
export const recoveryBody = z.object({ emailCP: text() });

/** auth/activate. */
export const hashBody = z.object({ hash: text() });

/** auth/changePassword (decrypted): the recovery link's hash and the new password. */
export const recoveryChangeBody = z.object({
  hash: text(),
  newcontrasena: password,
  contrasenaConfirm: password,
});

/** cliente/changePassword (decrypted). */
export const passwordChangeBody = z.object({
  contrasena: password,
  newcontrasena: password,
  contrasenaConfirm: password,
});

/** cliente/deleteAccount (decrypted). */
export const deleteBody = z.object({ contrasena: password });

/**
 * A form refused by the §5.1 rules: '01' with the first failing field's §5.2 message, and
 * every failing field's in `errores`; null when nothing failed.
 */
export function accountRefusal(errors: Partial<Record<string, string>>): Envelope | null {
  const entries = Object.entries(errors).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  const first = entries[0];
  if (!first) return null;
  return { ...fail(first[1], '01'), errores: Object.fromEntries(entries) };
}
