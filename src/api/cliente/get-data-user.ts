import { queryOptions } from '@tanstack/react-query';
import type { ProfileFormData } from '../../domain/account/account-forms';
import { wireAnswer, wireFlag, wireObject, wireText } from '../../protocol/wire';
import { apiRequest } from '../request';

/** §3.1 the customer's data as cliente/getDataUser answers it (`data`). */
export const userDataSchema = wireAnswer(
  wireObject({
    data: wireObject({
      nombres: wireText,
      apellidos: wireText,
      nickname: wireText,
      email: wireText,
      telefono: wireText,
      genero: wireText,
      fechaNacimiento: wireText,
      instruccionEspecial: wireText,
      publicidad: wireFlag,
    }),
  }),
);

/** §3.1 a logged-in customer's data, as the profile form reads it. */
export type UserData = ProfileFormData;

/** §7 cliente/getDataUser (secure, background): the logged-in customer's data. */
export async function getDataUser(): Promise<UserData> {
  const answer = await apiRequest('cliente/getDataUser', {
    secure: true,
    background: true,
    empty: true,
    schema: userDataSchema,
  });
  return answer.data;
}

/** The query of the customer's data: the header's greeting and avatar, the profile, checkout. */
export function userDataQuery(loggedIn: boolean) {
  return queryOptions({
    queryKey: ['cliente', 'getDataUser'] as const,
    queryFn: getDataUser,
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}
