import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { apiRequest } from '../request';

/**
 * §4.9 / §7 auth/resendActivation: a new confirmation link for `email`, with §8.2's
 * 'Se ha enviado un nuevo enlace de confirmacion a tu cuenta de correo. Revisa tu bandeja de
 * entrada.' (the server answers '00' whether or not the e-mail has an unvalidated account).
 */
export async function authResendActivation(email: string): Promise<void> {
  await apiRequest('auth/resendActivation', {
    body: { email: email.trim() },
    successToast: ACCOUNT_SUCCESS.resent,
  });
}
