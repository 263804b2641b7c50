import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressesMarkMain } from '../../domain/delivery/saved-address';
import { apiRequest } from '../request';
import { direccionesQuery } from './get-direcciones';

/** §7 cliente/markPrincipal (secure, form-encoded): `id` becomes the main address. */
export async function markPrincipal(id: number): Promise<void> {
  await apiRequest('cliente/markPrincipal', { body: { i: String(id) }, secure: true });
}

/** 'Marcar como principal': the list shows the new main one at once, then is read again. */
export function useMarkPrincipal() {
  const queryClient = useQueryClient();
  const { queryKey } = direccionesQuery(true);
  return useMutation({
    // offline it fails at once (the screen says so) instead of waiting paused
    networkMode: 'always',
    mutationFn: markPrincipal,
    onSuccess: async (_, id) => {
      queryClient.setQueryData(queryKey, (list) => list && savedAddressesMarkMain(list, id));
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
