import type { Cents } from '../domain/money';
import type { ProductId } from '../domain/product-id';

/**
 * §3.4 the order line payload (the 'menu' lines of the order save body, §3.6), in the
 * protocol's short keys: the one description of the line, which the app writes
 * (order-lines-encode.ts) and the server reads (server/quote/order-lines-schema.ts). Money
 * travels as the protocol's decimal amount with 2 decimals (§9), made from integer cents by
 * centsToAmount, so 10 + 20 cents travels as 0.3, never as 0.30000000000000004; the server
 * reads it back to integer cents (OrderLineCents), the same shape with `Money` = Cents.
 * Flags are 1/0 as VS is in §3.4.
 *
 * Line keys ← CartItem field:
 * - I ← menuId (idpmn); TIP ← type; C ← 1 for a PRD or promo row (one row per unit),
 *   the number of units for a grouped entry
 * - P ← price (the row; a grouped entry's is the sum of its units); PO ← originalPrice
 * - IA ← applied; VS ← suggestedSale; TP ← isCoupon; IP ← promotionId; PID ← couponId
 * - DSC ← discountType ('PORCENTAJE', 'MONTO', 'PRECIO' or null); MC ← minimumPurchase
 * Keys §3.4 names without a meaning, as chosen here:
 * - D ← name: the line's label as the customer saw it (§3.5 uses D for a promotion's label)
 * - NP ← addedOrder: the line's position (ordenAgregado)
 * - FH ← parentAddedOrder: the line or unit this one hangs from (a promo and its content)
 * - APC ← appliesTo (apl): the menu ids a promotion or coupon applies to
 * - ET ← applyToLowest: the promotion's AM or the coupon's APLICA_MENOR, 1/0
 * - NUC ← couponCode (cuponInput): the code the customer typed, or null
 * - list ← units, only on CMB, ESF, ESM and ATP lines (§3.4 gives the list no key; its
 *   cart-item name is used): each entry is P ← unit price, O ← its options, and, chosen here,
 *   NP ← the unit's own added order, since FH may name a unit
 *
 * Option keys ← CartOptionEntry field:
 * - I ← optionId (idomn); TIP ← type (O, P, ATP)
 * - D ← choiceId (iddom, the chosen detail); DM ← menuDetailId (iddmn); BAS ← baseId;
 *   TAM ← sizeId; S ← choices, the nested selections (a P option's product, an ATP step's
 *   picks) with these same keys; TDE ← ingredients
 * Ingredient keys (TDE) ← CartIngredient field:
 * - I ← menuId; TIP ← change (A added, D default, Q removed); m1 ← onFirstHalf and
 *   m2 ← onSecondHalf as 1/0; chosen: a specialty's own ingredients nest as TDE again
 * Not sent (display data or derived from the menu by the server): the names, images,
 * prices and flags of options and ingredients, productRef, basePrice, geoLimited, channel,
 * weekdays, images, promoId.
 */
export type OrderFlag = 0 | 1;

/** §3.4 TDE entry: an ingredient of a configured unit. */
export interface OrderLineIngredient {
  I: number;
  TIP: 'A' | 'D' | 'Q';
  m1: OrderFlag;
  m2: OrderFlag;
  TDE: OrderLineIngredient[];
}

/** §3.4 option of a configured unit. */
export interface OrderLineOption {
  I: number;
  TIP: 'O' | 'P' | 'ATP';
  D: number | null;
  DM: number | null;
  S: OrderLineOption[];
  BAS: number | null;
  TAM: number | null;
  TDE: OrderLineIngredient[];
}

/** §3.4 one configured unit of a grouped line; `Money` is the amount as it travels, or cents. */
export interface OrderLineEntry<Money extends number = number> {
  P: Money;
  O: OrderLineOption[];
  NP: number;
}

/** §3.4 one order line; `Money` is the amount as it travels (a number), or cents once read. */
export interface OrderLine<Money extends number = number> {
  I: ProductId;
  IA: OrderFlag;
  C: number;
  P: Money;
  PO: Money;
  TIP: 'PRD' | 'CMB' | 'ESF' | 'ESM' | 'ATP' | 'PROMO';
  VS: OrderFlag;
  APC: ProductId[];
  D: string;
  DSC: 'PORCENTAJE' | 'MONTO' | 'PRECIO' | null;
  ET: OrderFlag;
  FH: number | null;
  IP: number | null;
  MC: Money | null;
  NP: number;
  NUC: string | null;
  PID: number | null;
  TP: OrderFlag;
  list?: OrderLineEntry<Money>[];
}

/** §3.4 / §9 an order line as the server reads it: every amount in integer cents. */
export type OrderLineCents = OrderLine<Cents>;
