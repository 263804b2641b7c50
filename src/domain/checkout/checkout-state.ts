/** §4.3 checkout step: init -1, personal data 0, payment 1, tracking/indications 2. */
export type CheckoutStep = -1 | 0 | 1 | 2;

/** §4.3 payment methods (§3.6: cash is the default). */
export type PaymentMethod = 'cash' | 'card' | 'certificate';

/** §4.3 tipoPago server codes: cash E, card T, certificate C. */
export type PaymentMethodCode = 'E' | 'T' | 'C';

const CODES: Readonly<Record<PaymentMethod, PaymentMethodCode>> = {
  cash: 'E',
  card: 'T',
  certificate: 'C',
};

/** §4.3 the server code of a payment method. */
export function paymentMethodCode(method: PaymentMethod): PaymentMethodCode {
  return CODES[method];
}

/**
 * §3.3 menu parameters that switch payment methods: MenuParameters.cashEnabled
 * (ENABLED_PAGO_EFECTIVO not 'N'), certificatesEnabled (ENABLED_CER present, not 'INA') and
 * dummyGateway (PASARELA_DUMMY '1': the card gateway, the only one the product has, is on).
 */
export interface PaymentMethodParams {
  cashEnabled: boolean;
  certificatesEnabled: boolean;
  /** card payment is on only with its gateway: without it a card order could never be paid */
  dummyGateway: boolean;
}

/**
 * §3.7 / §4.3 the methods an order can really be paid with: all three (a certificate's
 * funds are checked with data/checkSaldoCertificado and debited by the order save), each
 * still subject to its switch below.
 */
export const PAYMENT_METHOD_READY: Readonly<Record<PaymentMethod, boolean>> = {
  cash: true,
  card: true,
  certificate: true,
};

/**
 * §4.3 payment methods offered, in this order: cash when enabled, card when its gateway is on,
 * certificate when enabled and ready (PAYMENT_METHOD_READY). The app shows these; the server
 * accepts these.
 */
export function paymentMethodsAvailable(params: PaymentMethodParams): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (params.cashEnabled) methods.push('cash');
  if (params.dummyGateway) methods.push('card');
  if (params.certificatesEnabled) methods.push('certificate');
  return methods.filter((method) => PAYMENT_METHOD_READY[method]);
}

/** §4.3 the payment method of a tipoPago server code. */
export function paymentMethodOfCode(code: PaymentMethodCode): PaymentMethod {
  return code === 'E' ? 'cash' : code === 'T' ? 'card' : 'certificate';
}

/**
 * §3.7 how the rest of a certificate payment may be paid: cash 'E' when cash is offered, card
 * 'T' when its gateway is on.
 */
export function certificateRestMethods(
  params: Pick<PaymentMethodParams, 'cashEnabled' | 'dummyGateway'>,
): Array<'E' | 'T'> {
  const methods: Array<'E' | 'T'> = [];
  if (params.cashEnabled) methods.push('E');
  if (params.dummyGateway) methods.push('T');
  return methods;
}

/** §3.6 the preselected method: cash (the default) when offered, else the first offered. */
export function paymentMethodDefault(available: readonly PaymentMethod[]): PaymentMethod {
  return available.includes('cash') ? 'cash' : (available[0] ?? 'card');
}
