import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { wireAnswer, wireObject, wireOrNull, wireText } from '../../protocol/wire';
import { apiRequest } from '../request';

/** auth/activate '00' answer: the validated account's e-mail. */
export const activateResponseSchema = wireAnswer(
  wireObject({ data: wireOrNull(wireObject({ email: wireText })) }),
);

/**
 * §4.9 / §7 auth/activate: validates the account of the link's hash and shows §8.2
 * 'Cuenta validada correctamente. Inicia sesión para continuar.'; resolves with its e-mail.
 * '03' (expired, `data.email` in the refusal, no toast) and '01' (warning toast) throw
 * ApiError: read them with authRefusalRead.
 */
export async function authActivate(hash: string): Promise<string> {
  const answer = await apiRequest('auth/activate', {
    body: { hash },
    successToast: ACCOUNT_SUCCESS.validated,
    schema: activateResponseSchema,
  });
  return answer.data?.email ?? '';
}
