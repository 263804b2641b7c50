import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { checkSaldoCertificado } from '../../api/certificates/check-saldo-certificado';
import type { CertificateBalance } from '../../domain/certificates/certificate';
import {
  certificateRest,
  type CertificateRestMethod,
} from '../../domain/certificates/certificate-payment';
import { certificateRestMethods } from '../../domain/checkout/checkout-state';
import { emailCheck } from '../../domain/checkout/checkout-fields';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import { centsFormat, type Cents } from '../../domain/money';
import { CERTIFICATE_MESSAGES } from '../../protocol/certificate';
import { ChoiceGroup } from '../../ui/choice-group';
import { FormField } from '../../ui/form-field';

/** The certificate's two fields. */
export interface CertificateFields {
  email: string;
  code: string;
}

/** §5.2 the certificate fields' messages: the account e-mail, and the code sent to it. */
export function certificateFieldErrors(
  fields: CertificateFields,
): Partial<Record<keyof CertificateFields, string>> {
  const errors: Partial<Record<keyof CertificateFields, string>> = {};
  if (fields.email.trim() === '' || emailCheck(fields.email) !== null) {
    errors.email = CERTIFICATE_MESSAGES.email;
  }
  if (fields.code.trim() === '') errors.code = CERTIFICATE_MESSAGES.code;
  return errors;
}

const resolver: Resolver<CertificateFields> = (values) => {
  const messages = Object.entries(certificateFieldErrors(values));
  if (messages.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    messages.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<CertificateFields>;
  return { values: {}, errors };
};

const REST_LABELS: Readonly<Record<CertificateRestMethod, string>> = {
  E: 'Efectivo',
  T: 'Tarjeta',
};

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
export function CertificatePayment({
  initial,
  total,
  currency,
  cashEnabled,
  cardEnabled,
  check,
  onCheck,
  rest,
  onRest,
}: CertificatePaymentProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CertificateFields>({ defaultValues: initial, resolver });

  const verify = handleSubmit(async (fields) => {
    setProblem(null);
    onCheck(fields, null);
    try {
      onCheck(fields, await checkSaldoCertificado({ ...fields, total }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : ORDER_SAVE_FAILED_MESSAGE);
    }
  });
  const field = (name: keyof CertificateFields, label: string, type: 'email' | 'text') => (
    <FormField label={label} error={errors[name]?.message} announce>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={type === 'email' ? 'email' : 'off'}
          inputMode={type === 'email' ? 'email' : undefined}
          maxLength={type === 'email' ? 254 : 40}
          // a change forgets the last check: the funds are for the fields checked
          {...register(name, { onChange: () => onCheck(getValues(), null) })}
        />
      )}
    </FormField>
  );
  const restMethods: CertificateRestMethod[] = certificateRestMethods({
    cashEnabled,
    dummyGateway: cardEnabled,
  });

  return (
    <form
      className="certificate-payment"
      aria-label="Pago con certificado"
      noValidate
      onSubmit={(e) => void verify(e)}
    >
      {field('email', 'Correo de tu cuenta', 'email')}
      {field('code', 'Código del certificado', 'text')}
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
    </form>
  );
}
