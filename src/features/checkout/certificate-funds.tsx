import type { CertificateBalance } from '../../domain/certificates/certificate';
import {
  certificateRest,
  type CertificateRestMethod,
} from '../../domain/certificates/certificate-payment';
import { certificateRestMethods } from '../../domain/checkout/checkout-state';
import { centsFormat, type Cents } from '../../domain/money';
import { CERTIFICATE_MESSAGES } from '../../protocol/certificate';
import { ChoiceGroup } from '../../ui/choice-group';

const REST_LABELS: Readonly<Record<CertificateRestMethod, string>> = {
  E: 'Efectivo',
  T: 'Tarjeta',
};

interface CertificateFundsProps {
  /** the funds last checked, null when not (or no longer) */
  check: CertificateBalance | null;
  total: Cents;
  currency: string;
  cashEnabled: boolean;
  cardEnabled: boolean;
  rest: CertificateRestMethod | null;
  onRest: (rest: CertificateRestMethod) => void;
}

/**
 * §3.7 what the funds check found: none (the message), enough (the balance covers the
 * order), or insufficient (what is left to pay, and how the customer pays it).
 */
export function CertificateFunds({
  check,
  total,
  currency,
  cashEnabled,
  cardEnabled,
  rest,
  onRest,
}: CertificateFundsProps) {
  const restMethods: CertificateRestMethod[] = certificateRestMethods({
    cashEnabled,
    dummyGateway: cardEnabled,
  });

  return (
    <>
      {check?.funds === 'none' ? (
        <p className="checkout-alert" role="alert">
          {CERTIFICATE_MESSAGES.noFunds}
        </p>
      ) : null}
      {check?.funds === 'enough' ? (
        <p className="certificate-payment__funds" role="status">
          Saldo disponible: {centsFormat(check.balance, currency)}. Tu certificado cubre el total
          del pedido.
        </p>
      ) : null}
      {check?.funds === 'insufficient' ? (
        <>
          <p className="certificate-payment__funds" role="status">
            Saldo disponible: {centsFormat(check.balance, currency)}. Quedan{' '}
            {centsFormat(certificateRest(total, check.balance), currency)} por pagar.
          </p>
          <ChoiceGroup
            legend="¿Cómo pagarás el resto?"
            items={restMethods.map((method) => ({ value: method, label: REST_LABELS[method] }))}
            value={rest}
            onChange={onRest}
          />
        </>
      ) : null}
    </>
  );
}
