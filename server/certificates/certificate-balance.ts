import {
  CERTIFICATE_FUNDS,
  CERTIFICATE_MESSAGES,
  type CertificateFunds,
} from '../../src/protocol/certificate.ts';
import { centsToAmount, type Cents } from '../../src/domain/money.ts';
import type { Database } from '../db/client.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { certificateLockByPair } from './certificate-spend.ts';
import { certificateExpired } from './certificate-expiry.ts';

/** §3.7 funds of a balance against a total: none 0, insufficient 1, enough 2. */
export function certificateFunds(balanceCents: number, totalCents: number): CertificateFunds {
  if (balanceCents <= 0) return CERTIFICATE_FUNDS.none;
  return balanceCents < totalCents ? CERTIFICATE_FUNDS.insufficient : CERTIFICATE_FUNDS.enough;
}

/**
 * §3.7 data/checkSaldoCertificado: the balance of the certificate with this code activated
 * on the account of this e-mail, and whether it covers `totalCents`: '00' with `fondos` and
 * `saldo` (dollars); '02' 'Certificado no encontrado' for an unknown pair (the same for a
 * code of another account), '02' 'El certificado ha vencido' when expired.
 */
export async function certificateBalanceCheck(
  db: Database,
  input: { email: string; code: string; totalCents: number; now: Date },
): Promise<Envelope> {
  const certificate = await certificateLockByPair(db, input.email, input.code, false);
  if (!certificate) return fail(CERTIFICATE_MESSAGES.notFound, '02');
  if (certificateExpired(certificate.expiresOn, input.now)) {
    return fail(CERTIFICATE_MESSAGES.expired, '02');
  }
  return ok({
    fondos: certificateFunds(certificate.balanceCents, input.totalCents),
    saldo: centsToAmount(certificate.balanceCents as Cents),
  });
}
