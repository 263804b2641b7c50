import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../request';
import { accountAnswerSchema } from './account-answer';
import { userDataQuery, type UserData } from './get-data-user';

/**
 * §7 cliente/unsubscribe (secure): no more promotion mails (publicidad off); '00' toasts the
 * server's message ('Ya no recibirás correos de promociones').
 */
export async function clienteUnsubscribe(): Promise<void> {
  await apiRequest('cliente/unsubscribe', {
    secure: true,
    empty: true,
    successToast: true,
    schema: accountAnswerSchema,
  });
}

/** The unsubscribe action; on '00' the customer's data query says publicidad off, then refetches. */
export function useClienteUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clienteUnsubscribe,
    onSuccess: async () => {
      const { queryKey } = userDataQuery(true);
      queryClient.setQueryData(queryKey, (data: UserData | undefined) =>
        data ? { ...data, publicidad: false } : data,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
