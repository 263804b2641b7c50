import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { certificateCartTotal } from '../../domain/certificates/certificate-cart';
import { centsFormat } from '../../domain/money';
import { certificateCartStore } from '../../stores/certificate-cart';
import { usePageTitle } from '../../ui/use-page-title';
import { CertificateCartLineFields } from './certificate-cart-line-fields';
import { useCertificateCartForm } from './use-certificate-cart-form';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/**
 * §2.1 / §3.7 /certificates/cart: each gift card line with who gives it (CER_N), who
 * receives it (CER_ND), where its code is mailed (CER_CD) and a dedication (CER_D); every
 * line is checked (§5.2) before the certificate checkout opens.
 */
export function CertificateCartPage() {
  usePageTitle('Bolsa de Gift Cards');
  const currency = useCurrencySymbol();
  const { lines } = useSnapshot(certificateCartStore);
  const { register, errors, remove, submit } = useCertificateCartForm(lines);

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

  return (
    <form className="certificates certificate-cart" noValidate onSubmit={(e) => void submit(e)}>
      <h1 className="certificates__title">Bolsa de Gift Cards</h1>
      <ol className="certificate-cart__lines">
        {lines.map((line, index) => (
          <CertificateCartLineFields
            key={line.lineId}
            line={line}
            index={index}
            register={register}
            errors={errors}
            currency={currency}
            onRemove={remove}
          />
        ))}
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
