import type { CertificateBalance } from '../../domain/certificates/certificate';
import type { CertificateRestMethod } from '../../domain/certificates/certificate-payment';
import type { Cents } from '../../domain/money';
import { CertificateField } from './certificate-field';
import type { CertificateFields } from './certificate-fields';
import { CertificateFunds } from './certificate-funds';
import { useCertificateForm } from './use-certificate-form';

interface CertificatePaymentProps {
  initial: CertificateFields;
  total: Cents;
  currency: string;
  /** §4.3 cash is offered for the rest only when cash payments are enabled */
  cashEnabled: boolean;
  /** the card gateway is on (PASARELA_DUMMY): the rest may go by card */
  cardEnabled: boolean;
  /** the funds last checked for these fields and this total, null when not (or no longer) */
  check: CertificateBalance | null;
  onCheck: (fields: CertificateFields, check: CertificateBalance | null) => void;
  rest: CertificateRestMethod | null;
  onRest: (rest: CertificateRestMethod) => void;
}

/**
 * §3.7 / §5.2 paying with a certificate: the account e-mail and the code sent to it, checked
 * with data/checkSaldoCertificado for the order's total. Funds none: the message; enough:
 * the balance covers the order; insufficient: the customer chooses how to pay the rest
 * ('Efectivo' or 'Tarjeta', partialPayment).
 */
export function CertificatePayment({ initial, onCheck, ...funds }: CertificatePaymentProps) {
  const { register, getValues, errors, isSubmitting, verify, problem } = useCertificateForm(
    initial,
    funds.total,
    onCheck,
  );
  // a change forgets the last check: the funds are for the fields checked
  const registration = (name: keyof CertificateFields) =>
    register(name, { onChange: () => onCheck(getValues(), null) });

  return (
    <form
      className="certificate-payment"
      aria-label="Pago con certificado"
      noValidate
      onSubmit={(e) => void verify(e)}
    >
      <CertificateField
        label="Correo de tu cuenta"
        type="email"
        error={errors.email?.message}
        registration={registration('email')}
      />
      <CertificateField
        label="Código del certificado"
        type="text"
        error={errors.code?.message}
        registration={registration('code')}
      />
      <button
        type="submit"
        className="button button--secondary"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        Verificar saldo
      </button>
      {problem ? (
        <p className="checkout-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <CertificateFunds {...funds} />
    </form>
  );
}
