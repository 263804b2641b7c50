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
