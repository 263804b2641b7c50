import { queryOptions } from '@tanstack/react-query';
import type { Certificate } from '../../domain/certificates/certificate';
import { wireAnswer, wireList, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { certificateWireSchema } from './certificate-wire';

/** data/getCertificados answer: `data`, the catalogue (rows that do not read are dropped). */
export const getCertificadosSchema = wireAnswer(
  wireObject({ data: wireList(certificateWireSchema) }),
);

/** §3.7 data/getCertificados (guest or account): the gift cards on sale. */
export async function getCertificados(): Promise<Certificate[]> {
  const answer = await apiRequest('data/getCertificados', {
    guest: true,
    empty: true,
    schema: getCertificadosSchema,
  });
  return answer.data;
}

/** §7 the catalogue, with the default caching. */
export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: ['certificates', 'catalogue'], queryFn: getCertificados });
