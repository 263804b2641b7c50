import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressIds, type SavedAddress } from '../../domain/delivery/saved-address';
import { apiRequest } from '../request';
import { direccionesQuery } from './get-direcciones';

/**
 * §7 cliente/saveSortedAddresses (secure, form-encoded): the customer's address ids in
 * their new order ('12,7,9'). No toast: the caller says what failed (the list goes back).
 */
export async function saveSortedAddresses(ids: readonly number[]): Promise<void> {
  await apiRequest('cliente/saveSortedAddresses', {
    body: { addresses: ids.join(',') },
    secure: true,
    background: true,
    errorToast: false,
  });
}

/**
 * The list's reorder, optimistic: the new order shows at once and is put back as it was
 * when the server refuses it or cannot be reached; the list is read again either way.
 */
export function useSaveSortedAddresses() {
  const queryClient = useQueryClient();
  const { queryKey } = direccionesQuery(true);
  return useMutation({
    // offline it fails at once (the screen says so) instead of waiting paused
    networkMode: 'always',
    mutationFn: (sorted: readonly SavedAddress[]) => saveSortedAddresses(savedAddressIds(sorted)),
    onMutate: async (sorted) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, [...sorted]);
      return { previous };
    },
    onError: (_error, _sorted, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
