import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { certificateCartIsComplete } from '../../domain/certificates/certificate-cart';
import {
  certificateCartClear,
  certificateCartStore,
  certificateOrderIdSet,
} from '../../stores/certificate-cart';
import {
  certificateCheckoutBack,
  certificateCheckoutPaid,
  certificateCheckoutReset,
  certificateCheckoutStore,
} from '../../stores/certificate-checkout';
import { useBackHandler } from '../../ui/back-handler';
import { usePageTitle } from '../../ui/use-page-title';
import { CardPayment } from '../checkout/public';
import { CertificateCheckoutProgress } from './certificate-checkout-progress';
import { CertificateContactStep } from './certificate-contact-step';
import { useCertificateOrderSave } from './use-certificate-order-save';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** §2.8 the certificate order was paid. */
export const CERTIFICATE_PAID_MESSAGE =
  '¡Tu compra ha sido procesada con éxito! Enviamos las gift cards a los correos indicados.';

/** §2.8 the card payment went through: the gift card cart and its order are done. */
const paid = () => {
  certificateCartClear();
  certificateOrderIdSet(null);
  certificateCheckoutPaid();
};

/**
 * §2.1 / §2.8 /certificates/checkout, with its own steps and state: the contact data (the
 * certificate order is saved: `useCertificateOrderSave`), the card payment of that order (the
 * existing card step, kind 'CER'), and the paid screen. §2.3 back at the payment step removes
 * the card page and shows the contact step again.
 */
export function CertificateCheckoutPage() {
  usePageTitle('Pago de Gift Cards');
  const currency = useCurrencySymbol();
  const { lines } = useSnapshot(certificateCartStore);
  const checkout = useSnapshot(certificateCheckoutStore);
  const { saving, error, submit } = useCertificateOrderSave();
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

  return (
    <section className="certificates certificate-checkout" aria-labelledby="cert-checkout-title">
      <h1 id="cert-checkout-title" className="certificates__title">
        Pago de Gift Cards
      </h1>
      <CertificateCheckoutProgress step={checkout.step} lines={lines} currency={currency} />
      {checkout.step === 1 && checkout.orderId !== null ? (
        <CardPayment
          orderId={checkout.orderId}
          kind="CER"
          onPaid={paid}
          onChangeMethod={certificateCheckoutBack}
          backLabel="Volver a mis datos"
        />
      ) : (
        <CertificateContactStep
          initial={checkout.form}
          saving={saving}
          error={error}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
