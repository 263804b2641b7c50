import type { CartValidityHours } from '../../../src/domain/cart/cart-validity-checks.ts';
import { centsFromAmount, type Cents } from '../../../src/domain/money.ts';
import { futureOrderLeadMinutes } from '../../../src/domain/schedule/future-order-lead.ts';

/** §3.3 / §9 the menu parameters an order save is checked against. */
export interface OrderSaveParameters {
  /** §5.3 MONTO_MINIMO: home delivery orders at least this */
  minimumOrder: Cents;
  /** §5.3 MAX_ITEMS: at most this many products (the cart counter) */
  maxItems: number;
  /** §5.5 MIN_PEDIDO_FUTURO (45 when not above 0) */
  futureLeadMinutes: number;
  /** §9 DISABLE_PEDIDO_FUTURO 'S': every future order is treated as "as soon as possible" */
  futureOrdersDisabled: boolean;
  /** §3.2 / §9 HORA_INICIO - HORA_FIN: the chain's hours for shops without their own */
  chainHours: CartValidityHours;
  /** §3.9 the currency symbol data/getData sends */
  currencySymbol: string;
  /** §4.3 ENABLED_PAGO_EFECTIVO not 'N': cash is offered */
  cashEnabled: boolean;
  /** §3.7 ENABLED_CER present and not 'INA': certificates are offered */
  certificatesEnabled: boolean;
  /** §3.3 PASARELA_DUMMY '1': the card gateway is on, so card payment is offered */
  dummyGateway: boolean;
  /** §6 DISABLE_PICKUP 'S': pickup is not offered */
  pickupDisabled: boolean;
  /** §1 / §3.9 the chain's country code data/getData sends (COUNTRY_CODE) */
  countryCode: string;
  /** §1 FAKE_CASH 'S': ordering is allowed whatever the country */
  fakeCash: boolean;
}

const numberOr = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) ? value : fallback;
};

/**
 * §3.3 the parameters as data/getData sends them (config.parametros, all strings, validated
 * at start-up) and its country code (pais.iso_code), read the way the app reads them.
 */
export function orderSaveParameters(
  parametros: Record<string, string>,
  countryCode = 'SV',
): OrderSaveParameters {
  return {
    minimumOrder: centsFromAmount(numberOr(parametros.MONTO_MINIMO, 7.5)),
    maxItems: numberOr(parametros.MAX_ITEMS, 25),
    futureLeadMinutes: futureOrderLeadMinutes({
      minFutureMinutes: numberOr(parametros.MIN_PEDIDO_FUTURO, 45),
    }),
    futureOrdersDisabled: parametros.DISABLE_PEDIDO_FUTURO === 'S',
    chainHours: {
      opening: parametros.HORA_INICIO ?? '07:00',
      closing: parametros.HORA_FIN ?? '22:00',
    },
    currencySymbol: '$',
    cashEnabled: parametros.ENABLED_PAGO_EFECTIVO !== 'N',
    certificatesEnabled: parametros.ENABLED_CER !== undefined && parametros.ENABLED_CER !== 'INA',
    dummyGateway: parametros.PASARELA_DUMMY === '1',
    pickupDisabled: parametros.DISABLE_PICKUP === 'S',
    countryCode,
    fakeCash: parametros.FAKE_CASH === 'S',
  };
}
