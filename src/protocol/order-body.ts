import { cartView } from '../domain/cart/cart-view';
import { phoneDigits } from '../domain/checkout/checkout-fields';
import { checkoutComments } from '../domain/checkout/checkout-form';
import {
  paymentMethodCode,
  type PaymentMethod,
  type PaymentMethodCode,
} from '../domain/checkout/checkout-state';
import {
  ORDER_SAVE_REFUSALS,
  type OrderSaveReadiness,
} from '../domain/checkout/order-save-refusal';
import { coverageDestination } from '../domain/geo/coverage-destination';
import { coverageForFutureOrder } from '../domain/geo/coverage-future-order';
import { centsToAmount, type Cents } from '../domain/money';
import type { ShopId } from '../domain/shops/shop-id';
import { futureOrderCheckMoment } from '../domain/schedule/future-order-check-moment';
import { futureOrderDateOf, futureOrderTimeOf } from '../domain/schedule/future-order-moment';

/**
 * §3.6 / §4.3 the body of data/saveOrderPendiente as the app writes it, and the one function
 * that writes it from the domain's cart, delivery choice and checkout form. The server reads
 * the same body with its own checks (server/orders/save/order-save-body.ts).
 */

/** 0 | 1 flags of the order body. */
export type OrderBodyFlag = 0 | 1;

/** Fields both shapes share (contract: data/saveOrderPendiente). */
interface OrderDataCommon {
  nombre: string;
  /** 8 digits, no dash */
  telefono: string;
  correo: string;
  /** 'dd/MM/yyyy' in El Salvador, or 'n' */
  fecha: string;
  /** 'HH:mm' in El Salvador, or 'n' */
  hora: string;
  pedidoFuturo: OrderBodyFlag;
  ordenesPendientes: number;
  pedidoFuturoInvalido: OrderBodyFlag;
  tipoPago: PaymentMethodCode;
  /** the cart total, 2 decimals */
  totalVenta: number;
  /** §3.6 */
  comentarios: string;
  device: 'web';
  /** §3.7 paying with a certificate (tipoPago 'C'): the account e-mail it was activated on */
  correoCertificado?: string;
  /** §3.7 paying with a certificate (tipoPago 'C'): its code */
  codigoCertificado?: string;
  /** §3.7 how the rest is paid when the certificate's balance is below the total: cash 'E', card 'T' */
  pagoParcial?: 'E' | 'T';
}

/** §4.3 pickup order data (has `tienda`). */
export interface OrderPickupData extends OrderDataCommon {
  /** 'AUTOSERVICIO' | 'PARQUEO' | 'MOSTRADOR' or '' */
  detalle: string;
  personaRecibe: string;
  tienda: ShopId;
}

/** §4.3 home delivery order data (has `latitud`). */
export interface OrderDeliveryData extends OrderDataCommon {
  iddcl: number;
  latitudEntrega: number;
  longitudEntrega: number;
  latitud: number;
  longitud: number;
  zonaCliente: string;
  codzon: string;
  codcol: string;
  coloniaCliente: string;
  /** the address text */
  detalle: string;
  referencias: string;
  idtda: ShopId;
  codigoRestriccion: number | null;
  mensajeGarantia: string;
}

/**
 * The decrypted body of data/saveOrderPendiente. `Line` is the §3.4 order line as the app
 * writes it (OrderLine, order-line.ts); unknown where the body is carried without reading its
 * lines (the order outbox).
 */
export interface OrderSaveBody<Line = unknown> {
  data: OrderPickupData | OrderDeliveryData;
  menu: Line[];
  orden: { idord: number; fcmToken: string; idempotencia: string };
  device: 'web';
  checkout: 1;
}

/** What an order body is built from. */
export interface OrderPayloadInput<Line = unknown> extends OrderSaveReadiness {
  payment: PaymentMethod;
  /** the server's now, epoch ms */
  now: number;
  /** §5.5 minimum lead of a future order, minutes */
  futureLeadMinutes: number;
  /** uuid v4 */
  idempotencyKey: string;
  /** §3.4 the cart as order lines (orderLinesEncode, order-lines-encode.ts) */
  lines: readonly Line[];
  /** orders of this customer still pending; 0 when unknown */
  pendingOrders?: number;
  /** §4.3 the amount a cash order is paid with ('Pagaré con'), carried in the comments */
  cashAmount?: Cents | null;
  /** §3.7 a certificate payment: the account e-mail, the code and how the rest is paid */
  certificate?: OrderCertificatePayment | null;
  /**
   * §3.6 orden.fcmToken: the browser's push subscription as JSON (issue 19), or '' (the
   * default) when it has none
   */
  pushToken?: string;
}

/** What an order's content is built from: its body's input but the attempt's own parts. */
export type OrderContentInput<Line = unknown> = Omit<
  OrderPayloadInput<Line>,
  'idempotencyKey' | 'pushToken'
>;

/** §3.6 an order's data and lines: what tells one order from another. */
export interface OrderContent<Line = unknown> {
  data: OrderPickupData | OrderDeliveryData;
  menu: Line[];
}

/** §3.7 what a certificate payment (tipoPago 'C') adds to the order data. */
export interface OrderCertificatePayment {
  email: string;
  code: string;
  /** the method for the rest when the balance is below the total: cash 'E', card 'T' */
  rest: 'E' | 'T' | null;
}

/** §3.7 correoCertificado, codigoCertificado and pagoParcial of a certificate payment. */
function certificateFields(
  input: Pick<OrderPayloadInput, 'payment' | 'certificate'>,
): Pick<OrderDataCommon, 'correoCertificado' | 'codigoCertificado' | 'pagoParcial'> {
  const certificate = input.certificate;
  if (input.payment !== 'certificate' || !certificate) return {};
  return {
    correoCertificado: certificate.email.trim(),
    codigoCertificado: certificate.code.trim(),
    ...(certificate.rest === null ? {} : { pagoParcial: certificate.rest }),
  };
}

/** §5.5 fecha/hora of the order: the future order's in El Salvador, or 'n'/'n'. */
function orderWhen(
  input: Pick<OrderPayloadInput, 'delivery' | 'now' | 'futureLeadMinutes'>,
): Pick<OrderDataCommon, 'fecha' | 'hora' | 'pedidoFuturo' | 'pedidoFuturoInvalido'> {
  const future = input.delivery.future;
  const at = futureOrderCheckMoment(future, input.now, input.futureLeadMinutes);
  if (at === null) {
    return { fecha: 'n', hora: 'n', pedidoFuturo: 0, pedidoFuturoInvalido: future ? 1 : 0 };
  }
  const [year, month, day] = futureOrderDateOf(at).split('-');
  return {
    fecha: `${day}/${month}/${year}`,
    hora: futureOrderTimeOf(at),
    pedidoFuturo: 1,
    pedidoFuturoInvalido: 0,
  };
}

/**
 * §3.6 what identifies an order, without the attempt's key and push subscription: the
 * customer's pickup data (with `tienda`) or delivery data (with `latitud`) and the order
 * lines. §5.5 a future order too soon or past is discarded (fecha/hora 'n',
 * pedidoFuturoInvalido 1); a valid one takes the future-order warranty message and no
 * restriction code. Throws a RangeError without a place (check orderSaveRefusal first).
 */
export function orderContentBuild<Line>(input: OrderContentInput<Line>): OrderContent<Line> {
  const { delivery, form } = input;
  const when = orderWhen(input);
  const common: OrderDataCommon = {
    nombre: `${form.username.trim()} ${form.userlastname.trim()}`.trim(),
    telefono: phoneDigits(form.userphone),
    correo: form.usermail.trim(),
    ...when,
    ordenesPendientes: input.pendingOrders ?? 0,
    tipoPago: paymentMethodCode(input.payment),
    totalVenta: centsToAmount(cartView(input.cart).total),
    comentarios: checkoutComments(
      form,
      input.payment === 'cash' ? (input.cashAmount ?? null) : null,
    ),
    device: 'web',
    ...certificateFields(input),
  };
  let data: OrderPickupData | OrderDeliveryData;
  if (delivery.kind === 'shop' && delivery.pickup) {
    data = {
      ...common,
      detalle: delivery.pickup.pickupOption,
      personaRecibe: '',
      tienda: delivery.pickup.shopId,
    };
  } else if (delivery.kind === 'home' && delivery.address) {
    const { address, deliveryPoint: point } = delivery;
    // a store snapshot is read-only: copy the one list so the domain function takes it
    const chosen = { ...address.coverage, deliveryPoints: [...address.coverage.deliveryPoints] };
    const coverage = when.pedidoFuturo === 1 ? coverageForFutureOrder(chosen) : chosen;
    const destination = coverageDestination(coverage, point);
    data = {
      ...common,
      iddcl: coverage.id,
      latitudEntrega: destination.latitude,
      longitudEntrega: destination.longitude,
      latitud: coverage.latitude,
      longitud: coverage.longitude,
      zonaCliente: coverage.zone,
      codzon: coverage.zone,
      codcol: coverage.districtCode,
      coloniaCliente: coverage.district,
      detalle: address.address,
      referencias: address.reference,
      idtda: coverage.shop,
      codigoRestriccion: coverage.restrictionCode,
      mensajeGarantia: coverage.messageOfWarranty,
    };
  } else {
    throw new RangeError(ORDER_SAVE_REFUSALS.place);
  }
  return { data, menu: [...input.lines] };
}

/**
 * §3.6 the body of data/saveOrderPendiente: an order's content with its attempt's
 * idempotency key and the browser's push subscription ('' for none).
 */
export function orderSaveBodyOf<Line>(
  content: OrderContent<Line>,
  attempt: { key: string; pushToken: string },
): OrderSaveBody<Line> {
  return {
    data: content.data,
    menu: content.menu,
    orden: { idord: 0, fcmToken: attempt.pushToken, idempotencia: attempt.key },
    device: 'web',
    checkout: 1,
  };
}

/**
 * §4.3 / §3.6 the body of data/saveOrderPendiente: pickup data (with `tienda`) or home
 * delivery data (with `latitud`), the order lines, and the idempotency key. §5.5 a future
 * order too soon or past is discarded (fecha/hora 'n', pedidoFuturoInvalido 1); a valid one
 * takes the future-order warranty message and no restriction code. Throws a RangeError
 * without a place (check orderSaveRefusal first).
 * @internal the whole body in one call, for tests: the checkout writes the content once
 * and decides its key before assembling the body
 */
export function orderPayloadBuild<Line>(input: OrderPayloadInput<Line>): OrderSaveBody<Line> {
  const attempt = { key: input.idempotencyKey, pushToken: input.pushToken ?? '' };
  return orderSaveBodyOf(orderContentBuild(input), attempt);
}
