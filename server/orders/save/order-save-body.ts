import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  emailCheck,
  phoneCheck,
  requiredCheck,
} from '../../../src/domain/checkout/checkout-fields.ts';
import { ORDER_COMMENTS_MAX } from '../../../src/domain/checkout/checkout-form.ts';
import { centsFromAmount, centsToAmount } from '../../../src/domain/money.ts';
import { shopIdOf } from '../../../src/domain/shops/shop-id.ts';
import type { OrderLineCents } from '../../../src/protocol/order-line.ts';
import { coordinatePairRead } from '../../wire/coordinate-fields.ts';
import { textBlock, textLine } from '../../wire/text-fields.ts';
import { chainDateKey } from '../../cart/chain-date.ts';
import { ORDER_LINES_LIMITS, orderLinesParse } from '../../quote/order-lines-schema.ts';
import { idempotencyKey } from '../../idempotency/idempotency-key.ts';
import { ORDER_BODY_MSG as M } from './order-save-messages.ts';
import { PUSH_TOKEN_MAX } from '../../../src/protocol/push-message.ts';

/**
 * §3.6 / §4.3 the decrypted body of data/saveOrderPendiente (contract "data/saveOrderPendiente"):
 * the customer's data for pickup (has `tienda`) or home delivery (has `latitud`), the order
 * lines (read once, here, by the server's order-line schema), the order's idempotency key.
 * Every text is bounded; what a customer types is checked with the checkout's own rules
 * (§5.1, §5.2). Unknown keys are dropped. Failures become 400 'Solicitud inválida: <path>: <reason>'.
 */

/** §3.6 longest free text accepted (names, addresses, comments). */
export const ORDER_TEXT_MAX = 500;

const spanish = z.locales.es().localeError;
const INT_MAX = 2_147_483_647;

const text = (max = ORDER_TEXT_MAX) =>
  z.string({ error: M.text }).max(max, `admite como máximo ${max} caracteres`);

/** A single line the customer types (a name, an address line): no control characters. */
const line = (max = ORDER_TEXT_MAX) => textLine(text(max));

/** A line checked by a domain rule returning its Spanish message (or null when fine). */
const checkedLine = (rule: (value: string) => string | null, max = ORDER_TEXT_MAX) =>
  line(max).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** §5.1 contract: 8 digits, no dash, first digit 2, 6 or 7 (the checkout's phone rule). */
const phoneRule = (value: string): string | null =>
  requiredCheck(value) ?? (/^\d{8}$/.test(value) ? phoneCheck(value) : CHECKOUT_MESSAGES.phone);

const int = (min: number, max = INT_MAX) =>
  z
    .number({ error: M.integer })
    .int(M.integer)
    .min(min, `debe ser al menos ${min}`)
    .max(max, `debe ser como máximo ${max}`);
const id = int(0);
/** §3.2 the shop of the order (tienda, idtda): read here as a shop id */
const shopId = id.transform(shopIdOf);
const flag = z.union([z.literal(0), z.literal(1)], { error: M.flag });

/** §9 an amount with at most 2 decimals (totalVenta), kept as sent. */
const amount = z
  .number({ error: M.amount })
  .min(0, M.amountRange)
  .max(ORDER_LINES_LIMITS.amount, M.amountRange)
  .refine((value) => centsToAmount(centsFromAmount(value)) === value, {
    error: M.amountDecimals,
  });

const isNow = (value: string) => value.trim().toLowerCase() === 'n';
/** §5.5 'dd/MM/yyyy' of the future order in El Salvador, or 'n'. */
const futureDate = text(10).refine((v) => isNow(v) || chainDateKey(v) !== null, M.date);
/** §5.5 'HH:mm' of the future order in El Salvador, or 'n'. */
const futureHour = text(5).refine((v) => isNow(v) || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.hour);

const common = {
  nombre: checkedLine(requiredCheck),
  telefono: checkedLine(phoneRule, 20),
  correo: checkedLine((v) => requiredCheck(v) ?? emailCheck(v), 254),
  fecha: futureDate,
  hora: futureHour,
  pedidoFuturo: flag,
  ordenesPendientes: int(0, 10_000),
  pedidoFuturoInvalido: flag,
  tipoPago: z.enum(['E', 'T', 'C'], { error: M.paymentType }),
  totalVenta: amount,
  // the checkout's comments are a textarea: they keep their line breaks
  comentarios: textBlock(text(ORDER_COMMENTS_MAX)),
  device: z.literal('web', { error: M.device }),
  /** §3.7 paying with a certificate (tipoPago 'C'): the account's e-mail and the code */
  correoCertificado: text(254).optional(),
  codigoCertificado: text(40).optional(),
  /** §3.7 how the rest is paid when the certificate does not cover the total */
  pagoParcial: z.enum(['E', 'T'], { error: M.partialPayment }).optional(),
};

/** §5.5 fecha and hora go together: both set, or both 'n'. */
function futurePair(data: { fecha: string; hora: string }, ctx: z.RefinementCtx): void {
  if (isNow(data.fecha) !== isNow(data.hora)) {
    ctx.addIssue({ code: 'custom', path: ['hora'], message: M.futurePair });
  }
}

/** §3.6 pickup order data. */
const pickupSchema = z
  .object({
    ...common,
    detalle: z.enum(['AUTOSERVICIO', 'PARQUEO', 'MOSTRADOR', ''], { error: M.pickupOption }),
    personaRecibe: line(),
    tienda: shopId,
  })
  .superRefine(futurePair);

/** A coordinate as the contract sends it: a JSON number (range checked by coordinatePairRead). */
const coordinate = z.number({ error: 'debe ser un número' });

/** §3.6 home delivery order data. */
const deliverySchema = z
  .object({
    ...common,
    iddcl: id,
    latitudEntrega: coordinate,
    longitudEntrega: coordinate,
    latitud: coordinate,
    longitud: coordinate,
    zonaCliente: line(100),
    codzon: line(100),
    codcol: line(100),
    coloniaCliente: line(200),
    detalle: line(),
    // the address's references, from the address form's textarea
    referencias: textBlock(text()),
    idtda: shopId,
    codigoRestriccion: z.number({ error: M.integer }).int(M.integer).nullable(),
    mensajeGarantia: line(),
  })
  .superRefine((data, ctx) => {
    futurePair(data, ctx);
    coordinatePairRead(data, ['latitud', 'longitud'], ctx);
    coordinatePairRead(data, ['latitudEntrega', 'longitudEntrega'], ctx);
  });

/** §3.6 pickup order data as read. */
export type OrderPickupInput = z.output<typeof pickupSchema>;
/** §3.6 home delivery order data as read. */
export type OrderDeliveryInput = z.output<typeof deliverySchema>;
/** §3.6 order data as read, either shape. */
export type OrderDataInput = OrderPickupInput | OrderDeliveryInput;

/** Contract shape discrimination: home delivery data has `latitud`. */
export function orderDataIsDelivery(data: OrderDataInput): data is OrderDeliveryInput {
  return 'latitud' in data;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data`: the delivery schema when it has `latitud`, the pickup one when it has `tienda`. */
const dataSchema = z.unknown().transform((value, ctx): OrderDataInput => {
  const schema = !isRecord(value)
    ? null
    : 'latitud' in value
      ? deliverySchema
      : 'tienda' in value
        ? pickupSchema
        : null;
  if (schema === null) {
    ctx.addIssue({ code: 'custom', message: isRecord(value) ? M.dataShape : M.object });
    return z.NEVER;
  }
  const parsed = schema.safeParse(value, { error: spanish });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** §3.4 the order lines of a save: as sent, and as read (amounts in integer cents). */
export interface OrderSaveMenu {
  /** the lines as they came: what the request hash covers (contract "Idempotency") */
  sent: unknown;
  /** the lines read by server/quote/order-lines-schema.ts: what the quote and the save use */
  lines: OrderLineCents[];
}

/** §3.4 the order lines, read once here; the cart quote and the save take them as read. */
const menuSchema = z.unknown().transform((sent, ctx): OrderSaveMenu => {
  const parsed = orderLinesParse(sent);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return { sent, lines: parsed.lines };
});

/** §3.6 / contract: the whole decrypted body of data/saveOrderPendiente. */
export const orderSaveBody = z.object({
  data: dataSchema,
  menu: menuSchema,
  orden: z.object(
    {
      idord: id,
      // issue 19 a PushSubscription's JSON (server/push/push-subscription-parse.ts)
      fcmToken: text(PUSH_TOKEN_MAX),
      idempotencia: idempotencyKey,
    },
    { error: M.object },
  ),
  device: z.literal('web', { error: M.device }),
  checkout: z.literal(1, { error: M.checkout }),
});

/** §3.6 the order-save body as read (the idempotency key in lower case). */
export type OrderSaveInput = z.output<typeof orderSaveBody>;
