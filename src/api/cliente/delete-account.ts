import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../request';
import { accountAnswerSchema } from './account-answer';

/**
 * §7 cliente/deleteAccount (secure, encrypted): erases the account after checking its
 * password. No toasts: the caller shows '01' ('La contraseña actual no es correcta') where
 * the password was typed, and the '00' once the session is gone. Resolves with the '00'
 * message ('Tu cuenta fue eliminada').
 */
export async function clienteDeleteAccount(contrasena: string): Promise<string> {
  const answer = await apiRequest('cliente/deleteAccount', {
    body: { contrasena },
    secure: true,
    encrypt: true,
    errorToast: false,
    schema: accountAnswerSchema,
  });
  return answer.mensajeRetorno.trim();
}

/** The account's deletion as a mutation (never retried). */
export function useClienteDeleteAccount() {
  return useMutation({ mutationFn: clienteDeleteAccount });
}
