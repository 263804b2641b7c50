import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { apiRequest } from '../request';

/** The new password from a recovery link. */
export interface PasswordByLinkRequest {
  hash: string;
  newcontrasena: string;
  contrasenaConfirm: string;
}

/**
 * §4.9 / §7 auth/changePassword (encrypted): the new password for the account of the
 * recovery link, with §8.2 'Contraseña actualizada'. '03' (expired link, no toast) and
 * '01' ('Enlace no válido' or a §5.2 message, warning toast) throw ApiError.
 */
export async function authChangePasswordByLink(request: PasswordByLinkRequest): Promise<void> {
  await apiRequest('auth/changePassword', {
    body: { ...request },
    encrypt: true,
    successToast: ACCOUNT_SUCCESS.passwordChanged,
  });
}
