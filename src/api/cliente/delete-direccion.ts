import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_MESSAGES } from '../../protocol/customer-address';
import { apiRequest } from '../request';
import { direccionesQuery } from './get-direcciones';

/**
 * §7 cliente/deleteDireccion (secure, form-encoded): deletes a saved address; '00' toasts
 * 'Dirección eliminada' (the server makes the first remaining one main when it was).
 */
export async function deleteDireccion(id: number): Promise<void> {
  await apiRequest('cliente/deleteDireccion', {
    body: { i: String(id) },
    secure: true,
    successToast: ADDRESS_MESSAGES.deleted,
  });
}

/** The list's delete: the address leaves the list at once, then the list is read again. */
export function useDeleteDireccion() {
  const queryClient = useQueryClient();
  const { queryKey } = direccionesQuery(true);
  return useMutation({
    // offline it fails at once (the screen says so) instead of waiting paused
    networkMode: 'always',
    mutationFn: deleteDireccion,
    onSuccess: async (_, id) => {
      queryClient.setQueryData(queryKey, (list) => list?.filter((a) => a.id !== id));
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
