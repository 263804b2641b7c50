import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { saveOrderCertificado } from '../../api/certificates/save-order-certificado';
import { phoneDigits } from '../../domain/checkout/checkout-fields';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import { certificateCartStore, certificateOrderIdSet } from '../../stores/certificate-cart';
import {
  certificateCheckoutAttemptKey,
  certificateCheckoutPay,
  type CertificateContactForm,
} from '../../stores/certificate-checkout';

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
 * §2.8 / §3.7 the contact step's submission: the certificate order is saved
 * (data/saveOrderCertificado, once per attempt) and the checkout goes on to its card payment;
 * a refusal or a failure is the step's message.
 */
export function useCertificateOrderSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  return { saving, error, submit };
}
