import { centsSub, type Cents } from '../money';
import type { CertificateBalance } from './certificate';

/** §3.7 how the rest of a certificate payment is paid: cash 'E' or card 'T'. */
export type CertificateRestMethod = 'E' | 'T';

/** §3.7 what the certificate leaves to pay of `total` (never negative). */
export function certificateRest(total: Cents, balance: Cents): Cents {
  return balance >= total ? centsSub(total, total) : centsSub(total, balance);
}

/** Why a certificate payment cannot be confirmed yet. */
export type CertificatePaymentBlock = 'unchecked' | 'noFunds' | 'restMissing';

/**
 * §3.7 whether the order can be confirmed with this certificate: its funds were checked for
 * this total and are enough, or insufficient with a method chosen for the rest. Null when
 * it can, else why not.
 */
export function certificatePaymentBlock(
  check: CertificateBalance | null,
  rest: CertificateRestMethod | null,
): CertificatePaymentBlock | null {
  if (check === null) return 'unchecked';
  if (check.funds === 'none') return 'noFunds';
  if (check.funds === 'insufficient' && rest === null) return 'restMissing';
  return null;
}
