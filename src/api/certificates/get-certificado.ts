import { queryOptions } from '@tanstack/react-query';
import type { Certificate } from '../../domain/certificates/certificate';
import { wireAnswer, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { certificateWireSchema } from './certificate-wire';

/** data/getCertificado answer: `data`, one catalogue certificate. */
export const getCertificadoSchema = wireAnswer(wireObject({ data: certificateWireSchema }));

/**
 * §3.7 data/getCertificado (guest or account, form `id`): one gift card. An unknown id is a
 * '02' and rejects with ApiError (no toast: the screen shows it).
 */
export async function getCertificado(id: number): Promise<Certificate> {
  const answer = await apiRequest('data/getCertificado', {
    guest: true,
    body: { id },
    errorToast: false,
    schema: getCertificadoSchema,
  });
  return answer.data;
}

/** §7 one gift card by id, default caching; a refusal is not retried. */
export const certificateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['certificates', 'one', id],
    queryFn: () => getCertificado(id),
    retry: false,
  });
