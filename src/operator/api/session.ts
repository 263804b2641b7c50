import { queryOptions } from '@tanstack/react-query';
import { operatorFetch } from './operator-fetch';
import { staffRead, type Staff } from './staff';

/** Every cached answer of the operator app starts with this key. */
export const OPERATOR_KEY = ['operador'] as const;

/** GET /api/operador/sesion: who is logged in (401 when nobody). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, 'sesion'],
    queryFn: async (): Promise<Staff> =>
      staffRead(await operatorFetch('/sesion', { ownsUnauthorized: true })),
    retry: false,
    staleTime: 60_000,
  });

export interface LoginInput {
  email: string;
  password: string;
  /** the 6-digit code of an account with two-step verification */
  codigo?: string;
}

/** POST /api/operador/sesion: logs in; the session is the server's httpOnly cookie. */
export async function sessionLogin(input: LoginInput): Promise<Staff> {
  const answer = await operatorFetch('/sesion', {
    method: 'POST',
    body: input,
    ownsUnauthorized: true,
  });
  return staffRead(answer);
}

/** DELETE /api/operador/sesion: this device's session ends. */
export async function sessionLogout(): Promise<void> {
  await operatorFetch('/sesion', { method: 'DELETE', ownsUnauthorized: true });
}

/** POST /api/operador/sesion/cerrar-todas: every session of this staff member ends. */
export async function sessionLogoutEverywhere(): Promise<void> {
  await operatorFetch('/sesion/cerrar-todas', { method: 'POST', ownsUnauthorized: true });
}
