import * as v from 'valibot';
import type {
  CertificateBalance,
  CertificateFundsKind,
} from '../../domain/certificates/certificate';
import { centsToAmount, type Cents } from '../../domain/money';
import { CERTIFICATE_FUNDS } from '../../protocol/certificate';
import { wireAnswer, wireCents, wireInt, wireMap, wireObject } from '../../protocol/wire';
import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';

const FUNDS: Readonly<Record<number, CertificateFundsKind>> = {
  [CERTIFICATE_FUNDS.none]: 'none',
  [CERTIFICATE_FUNDS.insufficient]: 'insufficient',
  [CERTIFICATE_FUNDS.enough]: 'enough',
};

/** data/checkSaldoCertificado answer: `fondos` 0/1/2 and `saldo` in dollars. */
export const checkSaldoCertificadoSchema = wireAnswer(
  wireMap(
    wireObject({
      fondos: v.pipe(
        wireInt,
        v.check((n) => FUNDS[n] !== undefined),
      ),
      saldo: wireCents,
    }),
    ({ fondos, saldo }): CertificateBalance => ({ funds: FUNDS[fondos] ?? 'none', balance: saldo }),
  ),
);

/** What a certificate is checked against: the account e-mail, its code, the order total. */
export interface CertificateBalanceQuery {
  email: string;
  code: string;
  total: Cents;
}

/**
 * §3.7 data/checkSaldoCertificado (optionally secure, form `correo`, `codigo`, `total` in
 * dollars): funds none / insufficient / enough and the balance. An unknown pair, a code not
 * activated on that e-mail's account or an expired one is a '02' and rejects with ApiError
 * (no toast: the payment step shows it beside the fields).
 */
export function checkSaldoCertificado(query: CertificateBalanceQuery): Promise<CertificateBalance> {
  return apiRequest('data/checkSaldoCertificado', {
    guest: true,
    secure: sessionIsLoggedIn(),
    body: {
      correo: query.email.trim(),
      codigo: query.code.trim(),
      total: centsToAmount(query.total).toFixed(2),
    },
    errorToast: false,
    schema: checkSaldoCertificadoSchema,
  });
}
