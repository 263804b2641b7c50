import { birthdayToSend } from '../../domain/account/birthday';
import type { SignupFormData } from '../../domain/account/account-forms';
import { nicknameOrDefault } from '../../domain/account/account-fields';
import { phoneDigits } from '../../domain/checkout/checkout-fields';
import { apiRequest } from '../request';

/** The sign-up's wire fields (contract): trimmed, the phone's digits, 'S'/'N'. */
export function signupBody(form: SignupFormData, today: string): Record<string, string> {
  return {
    nombres: form.nombres.trim(),
    apellidos: form.apellidos.trim(),
    nickname: nicknameOrDefault(form.nickname, form.email),
    email: form.email.trim(),
    telefono: phoneDigits(form.telefono),
    genero: form.genero,
    fechaNacimiento: birthdayToSend(form.fechaNacimiento, today),
    contrasena: form.contrasena,
    contrasenaConfirm: form.contrasenaConfirm,
    instruccionEspecial: form.instruccionEspecial.trim(),
    publicidad: form.publicidad ? 'S' : 'N',
  };
}

/**
 * §7 auth/signupEmail (encrypted, with the guest token when there is one): '00' for every
 * valid sign-up (the mail says what comes next). A broken rule throws ApiError '01' without
 * a toast: authRefusalRead gives its `errores` by field. `today` is 'YYYY-MM-DD'.
 */
export async function authSignupEmail(form: SignupFormData, today: string): Promise<string> {
  const answer = await apiRequest<{ mensajeRetorno?: unknown }>('auth/signupEmail', {
    body: signupBody(form, today),
    encrypt: true,
    guestOptional: true,
    errorToast: false,
  });
  return typeof answer.mensajeRetorno === 'string' ? answer.mensajeRetorno : '';
}
