import { Link, useNavigate } from '@tanstack/react-router';
import { useFormDraft } from '../../ui/use-form-draft';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import {
  CERTIFICATE_DEDICATION_MAX,
  CERTIFICATE_NAME_MAX,
  certificateCartTotal,
  type CertificateCartLine,
} from '../../domain/certificates/certificate-cart';
import { centsFormat } from '../../domain/money';
import {
  certificateCartLineSet,
  certificateCartRemove,
  certificateCartStore,
} from '../../stores/certificate-cart';
import { usePageTitle } from '../../ui/use-page-title';
import { certificateCartResolver, type CertificateCartForm } from './certificate-line-resolver';
import { CertificateTextField } from './certificate-text-field';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** The form's lines, in the cart's order, written onto the cart's lines. */
function certificateCartDraftsKeep({ lines: drafts }: CertificateCartForm): void {
  drafts.forEach((fields, i) => {
    const line = certificateCartStore.lines[i];
    if (line && fields) certificateCartLineSet(line.lineId, { ...fieldsOf(line), ...fields });
  });
}

const fieldsOf = (line: CertificateCartLine) => ({
  buyerName: line.buyerName,
  recipientName: line.recipientName,
  recipientEmail: line.recipientEmail,
  dedication: line.dedication,
});

/**
 * §2.1 / §3.7 /certificates/cart: each gift card line with who gives it (CER_N), who
 * receives it (CER_ND), where its code is mailed (CER_CD) and a dedication (CER_D); every
 * line is checked (§5.2) before the certificate checkout opens.
 */
export function CertificateCartPage() {
  usePageTitle('Bolsa de Gift Cards');
  const currency = useCurrencySymbol();
  const navigate = useNavigate();
  const { lines } = useSnapshot(certificateCartStore);
  const form = useForm<CertificateCartForm>({
    defaultValues: { lines: lines.map(fieldsOf) },
    resolver: certificateCartResolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
    getValues,
    subscribe,
  } = form;
  // what is written on each line is kept as it is typed (a reload of the tab finds it)
  useFormDraft(subscribe, certificateCartDraftsKeep);

  if (lines.length === 0) {
    return (
      <section className="certificates">
        <h1 className="certificates__title">Bolsa de Gift Cards</h1>
        <p>Tu bolsa de gift cards está vacía.</p>
        <Link to="/certificates" className="button">
          Ver gift cards
        </Link>
      </section>
    );
  }

  const remove = (index: number) => {
    // the written fields go to the store first, so what was typed on other lines stays
    certificateCartDraftsKeep(getValues());
    const line = lines[index];
    if (!line) return;
    certificateCartRemove(line.lineId);
    const rest = certificateCartStore.lines.map(fieldsOf);
    form.reset({ lines: rest });
  };
  const submit = handleSubmit((values) => {
    values.lines.forEach((fields, i) => {
      const line = lines[i];
      if (line) certificateCartLineSet(line.lineId, fields);
    });
    void navigate({ to: '/certificates/checkout' });
  });

  return (
    <form className="certificates certificate-cart" noValidate onSubmit={(e) => void submit(e)}>
      <h1 className="certificates__title">Bolsa de Gift Cards</h1>
      <ol className="certificate-cart__lines">
        {lines.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          return (
            <li key={line.lineId} className="certificate-cart__line">
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
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => remove(index)}
                >
                  Quitar
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="certificate-cart__total">
        Total: <strong>{centsFormat(certificateCartTotal(lines), currency)}</strong>
      </p>
      <div className="certificate-actions">
        <button type="submit" className="button">
          Continuar
        </button>
        <Link to="/certificates" className="button button--secondary">
          Agregar otra gift card
        </Link>
      </div>
    </form>
  );
}
