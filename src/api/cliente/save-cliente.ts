import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nicknameOrDefault } from '../../domain/account/account-fields';
import type { ProfileFormData } from '../../domain/account/account-forms';
import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { birthdayToSend } from '../../domain/account/birthday';
import { phoneDigits } from '../../domain/checkout/checkout-fields';
import type { ProfileBody } from '../../protocol/profile-body';
import { apiRequest } from '../request';
import { accountAnswerSchema } from './account-answer';
import { userDataQuery, type UserData } from './get-data-user';

/** The wire body of cliente/saveCliente (the e-mail is not changed by this call). */
export type SaveClienteBody = ProfileBody;

/**
 * §3.1 / §5.1 the profile as saved: text trimmed, the nickname defaulting to the part of
 * the e-mail before '@', the phone's digits, the birth date defaulting to `today`.
 */
export function saveClienteBody(data: ProfileFormData, today: string): SaveClienteBody {
  return {
    nombres: data.nombres.trim(),
    apellidos: data.apellidos.trim(),
    nickname: nicknameOrDefault(data.nickname, data.email),
    telefono: phoneDigits(data.telefono),
    genero: data.genero,
    fechaNacimiento: birthdayToSend(data.fechaNacimiento, today),
    instruccionEspecial: data.instruccionEspecial.trim(),
    publicidad: data.publicidad ? 'S' : 'N',
  };
}

/**
 * §7 cliente/saveCliente (secure, encrypted): saves the profile; '00' toasts 'Datos
 * actualizados', a '01' toasts the server's message and throws (see accountFieldErrors).
 * Resolves with the data as the server now holds it.
 */
export async function saveCliente(data: ProfileFormData, today: string): Promise<UserData> {
  const body = saveClienteBody(data, today);
  await apiRequest('cliente/saveCliente', {
    body: { ...body },
    secure: true,
    encrypt: true,
    successToast: ACCOUNT_SUCCESS.profileSaved,
    schema: accountAnswerSchema,
  });
  return { ...body, email: data.email, publicidad: data.publicidad };
}

/** The profile's save; on '00' the customer's data query holds what was saved, then refetches. */
export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, today }: { data: ProfileFormData; today: string }) =>
      saveCliente(data, today),
    onSuccess: async (saved) => {
      const { queryKey } = userDataQuery(true);
      queryClient.setQueryData(queryKey, saved);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
