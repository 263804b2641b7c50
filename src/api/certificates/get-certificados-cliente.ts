import { queryOptions } from '@tanstack/react-query';
import type { CustomerCertificate } from '../../domain/certificates/certificate';
import { wireAnswer, wireList, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';
import { customerCertificateWireSchema } from './certificate-wire';

/** data/getCertificadosCliente answer: `data`, the account's certificates newest first. */
export const getCertificadosClienteSchema = wireAnswer(
  wireObject({ data: wireList(customerCertificateWireSchema) }),
);

/** §3.7 data/getCertificadosCliente (secure): the certificates activated on this account. */
export async function getCertificadosCliente(): Promise<CustomerCertificate[]> {
  const answer = await apiRequest('data/getCertificadosCliente', {
    secure: true,
    empty: true,
    schema: getCertificadosClienteSchema,
  });
  return answer.data;
}

/**
 * The query key of the account's certificates (asked again after an activation). Under
 * 'cliente': never kept on the device, and dropped at login and logout with the account's data.
 */
export const CUSTOMER_CERTIFICATES_KEY = ['cliente', 'certificates'] as const;

/** §2.2 the account's certificates, asked on focus (a balance changes with each order). */
export const customerCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: CUSTOMER_CERTIFICATES_KEY,
    queryFn: getCertificadosCliente,
    refetchOnWindowFocus: true,
  });
