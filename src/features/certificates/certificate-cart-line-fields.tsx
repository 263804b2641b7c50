import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  CERTIFICATE_DEDICATION_MAX,
  CERTIFICATE_NAME_MAX,
  type CertificateCartLine,
} from '../../domain/certificates/certificate-cart';
import { centsFormat } from '../../domain/money';
import type { CertificateCartForm } from './certificate-line-resolver';
import { CertificateTextField } from './certificate-text-field';

interface CertificateCartLineFieldsProps {
  line: CertificateCartLine;
  /** the line's place in the cart and in the form */
  index: number;
  register: UseFormRegister<CertificateCartForm>;
  errors: FieldErrors<CertificateCartForm>;
  currency: string;
  onRemove: (index: number) => void;
}

/**
 * §3.7 one gift card line of /certificates/cart: who gives it (CER_N), who receives it
 * (CER_ND), where its code is mailed (CER_CD), a dedication (CER_D) and 'Quitar'.
 */
export function CertificateCartLineFields(props: CertificateCartLineFieldsProps) {
  const { line, index, register, errors, currency, onRemove } = props;
  const lineErrors = errors.lines?.[index];
  return (
    <li className="certificate-cart__line">
      <fieldset className="certificate-cart__fieldset">
        <legend className="certificate-cart__legend">
          {line.name} · {centsFormat(line.amount, currency)}
        </legend>
        <CertificateTextField
          label="Tu nombre"
          registration={register(`lines.${index}.buyerName`)}
          error={lineErrors?.buyerName}
          autoComplete="name"
          maxLength={CERTIFICATE_NAME_MAX}
        />
        <CertificateTextField
          label="Nombre de quien recibe"
          registration={register(`lines.${index}.recipientName`)}
          error={lineErrors?.recipientName}
          autoComplete="off"
          maxLength={CERTIFICATE_NAME_MAX}
        />
        <CertificateTextField
          label="Correo de quien recibe"
          registration={register(`lines.${index}.recipientEmail`)}
          error={lineErrors?.recipientEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <CertificateTextField
          label="Dedicatoria"
          registration={register(`lines.${index}.dedication`)}
          error={lineErrors?.dedication}
          maxLength={CERTIFICATE_DEDICATION_MAX}
          multiline
          optional
        />
        <button type="button" className="button button--danger" onClick={() => onRemove(index)}>
          Quitar
        </button>
      </fieldset>
    </li>
  );
}
