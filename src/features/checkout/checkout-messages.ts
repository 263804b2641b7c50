import type { CertificatePaymentBlock } from '../../domain/certificates/certificate-payment';
import { CERTIFICATE_MESSAGES } from '../../protocol/certificate';

/** DESIGN offline: a card payment cannot be queued. */
export const CARD_OFFLINE_MESSAGE =
  'El pago con tarjeta necesita conexión a internet. Elige efectivo o inténtalo cuando tengas conexión.';
/** DESIGN offline: step 2 for an order waiting in the outbox. */
export const ORDER_QUEUED_MESSAGE =
  'Tu pedido está pendiente de envío. Lo enviaremos en cuanto vuelvas a tener conexión.';
/** Contract (card payment): the provider declined the card. */
export const CARD_DECLINED_MESSAGE =
  'Tu pago fue rechazado. Intenta con otra tarjeta o elige otro método de pago.';
/** §4.3 the provider's answer could not be read. */
export const CARD_INVALID_MESSAGE = 'Problemas al realizar la transacción';
/** §2.8 payment-success banner, word for word. */
export const PAYMENT_SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';
export const PAYMENT_SUCCESS_TEXT = '¡Me encargaré que tu pedido llegue tal como lo pediste!';

/** §3.7 the certificate's funds were not checked for the fields as they are. */
export const CERTIFICATE_UNCHECKED_MESSAGE = 'Verifica el saldo de tu certificado para continuar';

/** §3.7 why a certificate payment cannot be confirmed yet, as the customer reads it. */
export function certificatePaymentBlockMessage(block: CertificatePaymentBlock): string {
  if (block === 'noFunds') return CERTIFICATE_MESSAGES.noFunds;
  if (block === 'restMissing') return CERTIFICATE_MESSAGES.partialRequired;
  return CERTIFICATE_UNCHECKED_MESSAGE;
}
