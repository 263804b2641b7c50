import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../api/api-error';
import { saveOrderCertificado } from '../../api/certificates/save-order-certificado';
import { phoneDigits } from '../../domain/checkout/checkout-fields';
import {
  certificateCartIsComplete,
  certificateCartTotal,
} from '../../domain/certificates/certificate-cart';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import { centsFormat } from '../../domain/money';
import {
  certificateCartClear,
  certificateCartStore,
  certificateOrderIdSet,
} from '../../stores/certificate-cart';
import {
  certificateCheckoutAttemptKey,
  certificateCheckoutBack,
  certificateCheckoutFormDraft,
  certificateCheckoutPaid,
  certificateCheckoutPay,
  certificateCheckoutReset,
  certificateCheckoutStore,
  type CertificateContactForm,
} from '../../stores/certificate-checkout';
import { useBackHandler } from '../../ui/back-handler';
import { usePageTitle } from '../../ui/use-page-title';
import { CardPayment } from '../checkout/public';
import { CertificateContactFormView } from './certificate-contact-form';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** §2.8 the certificate order was paid. */
export const CERTIFICATE_PAID_MESSAGE =
  '¡Tu compra ha sido procesada con éxito! Enviamos las gift cards a los correos indicados.';

/** §3.7 the contact form as data/saveOrderCertificado's `data`. */
function orderData(form: CertificateContactForm) {
  const first = form.firstNames.trim();
  return {
    nombres: first,
    nombre: `${first} ${form.lastNames.trim()}`.trim(),
    correo: form.email.trim(),
    telefono: phoneDigits(form.phone),
    enviarFactura: form.invoice ? (1 as const) : (0 as const),
    device: 'web',
  };
}

/**
 * §2.1 / §2.8 /certificates/checkout, with its own steps and state: the contact data (the
 * certificate order is saved), the card payment of that order (the existing card step,
 * kind 'CER'), and the paid screen. §2.3 back at the payment step removes the card page and
 * shows the contact step again.
 */
export function CertificateCheckoutPage() {
  usePageTitle('Pago de Gift Cards');
  const currency = useCurrencySymbol();
  const { lines } = useSnapshot(certificateCartStore);
  const checkout = useSnapshot(certificateCheckoutStore);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useBackHandler(certificateCheckoutBack);

  if (checkout.step === 2) {
    return (
      <section className="certificates certificate-checkout" aria-live="polite">
        <h1 className="certificates__title">Pago de Gift Cards</h1>
        <p className="certificate-checkout__success">{CERTIFICATE_PAID_MESSAGE}</p>
        <Link to="/certificates" className="button" onClick={certificateCheckoutReset}>
          Ver gift cards
        </Link>
      </section>
    );
  }
  if (!certificateCartIsComplete(lines)) {
    return (
      <section className="certificates">
        <h1 className="certificates__title">Pago de Gift Cards</h1>
        <p>Completa los datos de tus gift cards antes de pagar.</p>
        <Link to="/certificates/cart" className="button">
          Ir a mi bolsa de gift cards
        </Link>
      </section>
    );
  }

  const submit = async (form: CertificateContactForm) => {
    setSaving(true);
    setError(null);
    try {
      const orderId = await saveOrderCertificado(
        orderData(form),
        certificateCartStore.lines,
        certificateCheckoutAttemptKey,
      );
      // §4.4 the certificate order-check dialog follows it from now on
      certificateOrderIdSet(orderId);
      certificateCheckoutPay(form, orderId);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : ORDER_SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  };
  const paid = () => {
    certificateCartClear();
    certificateOrderIdSet(null);
    certificateCheckoutPaid();
  };

  return (
    <section className="certificates certificate-checkout" aria-labelledby="cert-checkout-title">
      <h1 id="cert-checkout-title" className="certificates__title">
        Pago de Gift Cards
      </h1>
      <ol className="certificate-checkout__steps">
        <li aria-current={checkout.step === 0 ? 'step' : undefined}>Tus datos</li>
        <li aria-current={checkout.step === 1 ? 'step' : undefined}>Pago</li>
      </ol>
      <p className="certificate-cart__total">
        {lines.length} {lines.length === 1 ? 'gift card' : 'gift cards'} · Total:{' '}
        <strong>{centsFormat(certificateCartTotal(lines), currency)}</strong>
      </p>
      {checkout.step === 1 && checkout.orderId !== null ? (
        <CardPayment
          orderId={checkout.orderId}
          kind="CER"
          onPaid={paid}
          onChangeMethod={certificateCheckoutBack}
          backLabel="Volver a mis datos"
        />
      ) : (
        <>
          {error ? (
            <p className="certificates__alert" role="alert">
              {error}
            </p>
          ) : null}
          <CertificateContactFormView
            initial={checkout.form}
            saving={saving}
            onDraft={certificateCheckoutFormDraft}
            onSubmit={(form) => void submit(form)}
          />
        </>
      )}
    </section>
  );
}
