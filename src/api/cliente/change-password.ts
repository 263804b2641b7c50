import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeData } from '../../domain/account/account-forms';
import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { apiRequest } from '../request';
import { accountAnswerSchema } from './account-answer';

/**
 * §7 cliente/changePassword (secure, encrypted): the current password, the new one and its
 * confirmation. '00' toasts 'Contraseña actualizada' (this session keeps working); a '01'
 * ('La contraseña actual no es correcta' or a §5.2 message) toasts the server's message
 * and throws.
 */
export async function clienteChangePassword(data: PasswordChangeData): Promise<void> {
  await apiRequest('cliente/changePassword', {
    body: {
      contrasena: data.contrasena,
      newcontrasena: data.newcontrasena,
      contrasenaConfirm: data.contrasenaConfirm,
    },
    secure: true,
    encrypt: true,
    successToast: ACCOUNT_SUCCESS.passwordChanged,
    schema: accountAnswerSchema,
  });
}

/** The profile's password change as a mutation (never retried). */
export function useClienteChangePassword() {
  return useMutation({ mutationFn: clienteChangePassword });
}
