import { z } from 'zod';
import { couponCodeNormalize } from '../../src/domain/coupons/coupon.ts';

/**
 * Coupons of the chain data file (§3.5, issue 17; docs/seed-format.md): the wire record
 * (src/protocol/coupon.ts CouponWire) plus CLASE, who sees the coupon. Dates and hours are
 * checked here so the server never sends a coupon the app reads as malformed.
 */

const id = z.number().int();
const money = z.number().min(0).multipleOf(0.01);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hora HH:mm');

/**
 * Who may see and use a coupon (docs/decisions/031-coupons.md):
 * - APP: open, listed for everyone (data/getCupones), redeemed by a logged-in customer;
 * - CODIGO: revealed only by its code (NUC, data/checkPromocionCheckout), a guest may use it;
 * - BIENVENIDA: a customer whose account was validated within the last 15 days, no order yet;
 * - CUMPLEANOS: a customer in the month of their birthday.
 */
export const COUPON_KINDS = ['APP', 'CODIGO', 'BIENVENIDA', 'CUMPLEANOS'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const couponSchema = z
  .object({
    IDPRO: id.min(1),
    NOMBRE: z.string().min(1).max(120),
    ETIQUETA: z.string().min(1).max(40),
    DESCRIPCION: z.string().max(500).default(''),
    /** last valid day, dd/MM/yyyy, inclusive (chain time zone) */
    FECHA_HASTA: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'fecha dd/MM/yyyy'),
    HORA_DESDE: hhmm.default('00:00'),
    HORA_HASTA: hhmm.default('23:59'),
    P: z.number().gt(0).max(100).nullable().default(null),
    MT: money.gt(0).nullable().default(null),
    PR: money.nullable().default(null),
    MC: money.nullable().default(null),
    /** the promo code, compared trimmed and in lower case (stored that way) */
    NUC: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^\S+$/, 'sin espacios')
      .transform(couponCodeNormalize)
      .nullable()
      .default(null),
    /** uses per customer (1 = single use) */
    APC: z.number().int().min(1).max(100).default(1),
    APLICA_MENOR: z.enum(['1', '0']).default('0'),
    IDPDS: id.nullable().default(null),
    apl: z.array(id).default([]),
    IMG: z.string().min(1).nullable().default(null),
    CLASE: z.enum(COUPON_KINDS).default('APP'),
  })
  .refine((c) => [c.P, c.MT, c.PR].filter((v) => v !== null).length === 1, {
    message: 'un cupón lleva exactamente uno de P, MT o PR',
  })
  .refine((c) => c.PR === null || c.apl.length > 0, {
    path: ['PR'],
    message: 'un precio fijo (PR) necesita productos aplicables (apl)',
  })
  .refine((c) => (c.CLASE === 'CODIGO') === (c.NUC !== null), {
    path: ['NUC'],
    message: 'un cupón CODIGO lleva NUC, y solo él',
  });

export type CouponRecord = z.infer<typeof couponSchema>;
