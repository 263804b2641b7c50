import { centsFormat, type Cents } from '../money';
import type { CartValidityHours } from './cart-validity-checks';
import { ORDERING_COUNTRY_MESSAGE } from '../ordering-country';

/** §2.7 / §8.2 title of the dialog that explains an invalid cart. */
export const CART_VALIDITY_DIALOG_TITLE = 'No se puede realizar la compra';

/** §5.3 one boolean per condition that makes the cart invalid; all false means valid (§4.7). */
export interface CartValidityFlags {
  /** §1 the chain's country is not SV and no fake-cash flag overrides it: nothing is sent */
  countryUnavailable: boolean;
  /** a geo-limited item (limitado) is not in the data/getVS allowed list */
  geoRestricted: boolean;
  /** an item's channel is take-away only with home delivery, or home only with pickup */
  channelRestricted: boolean;
  /** home delivery and the cart total below MONTO_MINIMO */
  belowMinimum: boolean;
  /** the cart has no items (nothing counted by the cart counter) */
  empty: boolean;
  /** home delivery to an address without coverage or without its delivery point */
  addressInvalid: boolean;
  /** an item is not sold at the order's time (schedule rows or weekday flags) */
  scheduleRestricted: boolean;
  /** the cart counter exceeds the maximum items */
  tooManyItems: boolean;
  /** a product or option is blocked for the current store or delivery type (data/getBloqueos) */
  blocked: boolean;
  /** an option's channel excludes the delivery mode */
  optionChannelRestricted: boolean;
  /** server time outside the opening hours with no future order chosen */
  closed: boolean;
  /** the subtotal is 0 (or less) */
  zeroSubtotal: boolean;
}

/** What the §8.2 messages fill their placeholders with. */
export interface CartValidityMessageValues {
  /** §3.9 currency symbol, '$' */
  currencySymbol: string;
  minimumOrder: Cents;
  maxItems: number;
  hours: CartValidityHours;
  /** why the address is invalid, to pick its §8.2 message */
  addressProblem: 'noCoverage' | 'noDeliveryPoint';
}

/**
 * §8.2 the dialog's messages for the raised flags, word for word, in §8.2 order (the §1
 * country check's own message first).
 */
export function cartValidityMessages(
  flags: CartValidityFlags,
  values: CartValidityMessageValues,
): string[] {
  // §8.2 '{currency} {amount}' choice: the symbol, '$ 7.50' (§3.9 keeps only the symbol);
  // §9 2 decimals
  const amount = centsFormat(values.minimumOrder, '');
  // §8.2 choice: the address flag, absent from the cart list, takes the coverage or
  // delivery-point message; empty and zero subtotal have none
  const address =
    values.addressProblem === 'noDeliveryPoint'
      ? 'Debe seleccionar un punto de entrega'
      : 'La dirección seleccionada no cuenta con cobertura';
  const messages: [boolean, string][] = [
    // §1 first: no other change to the cart would let it go
    [flags.countryUnavailable, ORDERING_COUNTRY_MESSAGE],
    [flags.channelRestricted, 'Productos restringidos por tipo de entrega'],
    [flags.geoRestricted, 'Productos restringidos por dirección de envío'],
    [flags.addressInvalid, address],
    [flags.belowMinimum, `Monto mínimo de compra ${values.currencySymbol} ${amount}`],
    [flags.scheduleRestricted, 'Productos restringidos por horario'],
    [flags.tooManyItems, `No se pueden ordenar mas de ${values.maxItems} productos`],
    [
      flags.blocked,
      'Por el momento no contamos con uno o mas de los productos u opciones selecionadas.',
    ],
    [flags.closed, `Horario de atención: ${values.hours.opening} - ${values.hours.closing}`],
    [flags.optionChannelRestricted, 'Opciones restringidas por canal'],
  ];
  return messages.filter(([raised]) => raised).map(([, text]) => text);
}
