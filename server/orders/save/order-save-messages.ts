import { IDEMPOTENCY_MSG } from '../../idempotency/idempotency-key.ts';

/**
 * The Spanish answers of data/saveOrderPendiente (contract "data/saveOrderPendiente", §4.3,
 * §8.1). The coverage, minimum, maximum and opening-hours texts come from the domain.
 */
export const ORDER_SAVE_MSG = {
  /** '00' */
  saved: 'Orden guardada',
  /** '01' a sent price, line or total is not the server's recompute */
  prices: 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.',
  /** '03' products or options blocked at the shop for the delivery type */
  blocked:
    'Algunos productos de tu pedido no están disponibles. ¡Pero hay muchas opciones deliciosas! Ajusta tu orden y sigue disfrutando.',
  /** HTTP 409 '02': the idempotency key was used with another body (or by another customer) */
  inProcess: IDEMPOTENCY_MSG.inProcess,
} as const;

/** §8.1 / docs/protocol.md "Bad requests": reasons of the 400 answers, after 'Solicitud inválida: <path>: '. */
export const ORDER_BODY_MSG = {
  text: 'debe ser un texto',
  object: 'debe ser un objeto',
  dataShape:
    'deben ser los datos de una orden para recoger en tienda (tienda) o a domicilio (latitud)',
  flag: 'debe ser 1 o 0',
  integer: 'debe ser un número entero',
  amount: 'debe ser un monto',
  amountRange: 'monto fuera de rango',
  amountDecimals: 'debe tener como máximo 2 decimales',
  date: 'debe ser una fecha dd/MM/yyyy o n',
  hour: 'debe ser una hora HH:mm o n',
  paymentType: 'debe ser E, T o C',
  partialPayment: 'debe ser E o T',
  pickupOption: 'debe ser AUTOSERVICIO, PARQUEO, MOSTRADOR o vacío',
  device: 'debe ser web',
  checkout: 'debe ser 1',
  idempotency: IDEMPOTENCY_MSG.key,
  futurePair: 'fecha y hora van juntas: ambas con valor o ambas n',
} as const;
