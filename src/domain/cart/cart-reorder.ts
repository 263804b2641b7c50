import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import type { ProductId } from '../product-id';
import { productUnitReprice } from '../product-config/product-unit-reprice';
import type { ProductConfigMenu } from '../product-config/product-config-state';
import type { CartAddConfig } from './cart-add';
import { cartBlockedEntries, cartProductBlocked, type CartBlocks } from './cart-blocked';
import { cartEmpty } from './cart';
import { cartItemIsGrouped, type CartItem } from './cart-item';
import { cartOptionsRebuild, type CartOptionSent } from './cart-options-rebuild';
import { cartAdd } from './cart-add';
import type { CartDeliveryKind } from './cart-validity-checks';

/** §3.4 what 'Repetir pedido' reads of a past order's line (its sent line, in cart names). */
export interface CartReorderLine {
  menuId: ProductId;
  type: CartItem['type'];
  name: string;
  /** C: 1 for a PRD row, the number of units of a grouped line */
  quantity: number;
  /** the line's price when ordered (all its units) */
  price: Cents;
  /** IA: a product a promotion applied to (still a product of its own) */
  applied: boolean;
  /** IP: the promotion a line belongs to */
  promotionId: number | null;
  isCoupon: boolean;
  units: readonly { price: Cents; options: readonly CartOptionSent[] }[];
}

/** Why a line of the past order is not put back in the bag. */
export type CartReorderReason = 'missing' | 'hidden' | 'blocked' | 'option' | 'promotion';

/** §8.2 what the customer is told for each reason (the product's name comes first). */
export const CART_REORDER_REASON_TEXT: Record<CartReorderReason, string> = {
  missing: 'ya no está en el menú',
  hidden: 'no está disponible por ahora',
  blocked: 'no está disponible en tu tienda',
  option: 'una de sus opciones ya no está disponible',
  promotion: 'las promociones y cupones no se repiten',
};

/** One product (or promotion) of the past order that is not put back, and why. */
export interface CartReorderProblem {
  name: string;
  reason: CartReorderReason;
  /** units (or rows) it stood for */
  count: number;
}

/** One add to the bag, as cartAdd (and the cart store) take it. */
export interface CartReorderAdd {
  product: MenuProduct;
  quantity: number;
  config: CartAddConfig;
}

/** §4.5 the plan of 'Repetir pedido'. */
export interface CartReorderPlan {
  adds: CartReorderAdd[];
  problems: CartReorderProblem[];
  /** units added */
  count: number;
  /** products whose price today is not the one paid, with both unit prices */
  repriced: { name: string; before: Cents; now: Cents }[];
}

/** §3.3 what the past order is rebuilt against: today's menu and, when known, the blocks. */
export interface CartReorderInput {
  menu: ProductConfigMenu;
  /** §7 data/getBloqueos of the current store, or null when no store is chosen yet */
  blocks: CartBlocks | null;
  kind: CartDeliveryKind;
}

/** A promotion's own line, or a product a promotion added (paid by the promotion line). */
const lineIsPromotion = (line: CartReorderLine) =>
  line.type === 'PROMO' || line.isCoupon || (!line.applied && line.promotionId !== null);

/** Whether any option of a configured unit is blocked for the store and delivery kind. */
function unitBlocked(
  product: MenuProduct,
  options: CartAddConfig['options'],
  input: CartReorderInput,
): boolean {
  if (input.blocks === null) return false;
  const cart = cartAdd(cartEmpty(), product, 1, { options: options ?? [] });
  return cartBlockedEntries(cart, input.blocks, input.kind).length > 0;
}

/**
 * §4.5 / §5.4 'Repetir pedido': a past order's lines rebuilt against TODAY's menu. PRD rows of
 * one product become one add of all their units at today's price; each configured unit is
 * rebuilt (cartOptionsRebuild) and re-priced by productUnitReprice, the server's own check.
 * Not put back, each named once with its reason: a product no longer in the menu, or of
 * another kind (missing), hidden (hidden), blocked for the store (blocked), a unit whose
 * options no longer fit (option), promotions and coupons with their content (promotion:
 * their terms are checked anew, so the customer adds them again). Pure.
 */
export function cartReorderPlan(
  lines: readonly CartReorderLine[],
  input: CartReorderInput,
): CartReorderPlan {
  const products = new Map(input.menu.products.map((p) => [p.id, p]));
  const adds: CartReorderAdd[] = [];
  const problems: CartReorderProblem[] = [];
  const repriced: CartReorderPlan['repriced'] = [];
  const report = (name: string, reason: CartReorderReason, count: number) => {
    const same = problems.find((p) => p.name === name && p.reason === reason);
    if (same) same.count += count;
    else problems.push({ name, reason, count });
  };
  const reprice = (name: string, before: Cents, now: Cents) => {
    if (before !== now && !repriced.some((r) => r.name === name && r.now === now)) {
      repriced.push({ name, before, now });
    }
  };

  for (const line of lines) {
    const grouped = cartItemIsGrouped(line.type);
    const count = grouped ? Math.max(line.units.length, 1) : Math.max(line.quantity, 1);
    if (lineIsPromotion(line)) {
      if (line.type === 'PROMO') report(line.name, 'promotion', 1);
      continue;
    }
    const product = products.get(line.menuId);
    const fits = product && (grouped ? cartItemIsGrouped(product.type) : product.type === 'PRD');
    if (!product || !fits) {
      report(product?.name ?? line.name, 'missing', count);
      continue;
    }
    if (product.hidden) {
      report(product.name, 'hidden', count);
      continue;
    }
    if (input.blocks !== null && cartProductBlocked(input.blocks, product.id, input.kind)) {
      report(product.name, 'blocked', count);
      continue;
    }
    if (!grouped) {
      const previous = adds.find((a) => a.product === product && a.config.options === undefined);
      if (previous) previous.quantity += count;
      else adds.push({ product, quantity: count, config: {} });
      reprice(product.name, Math.round(line.price / count) as Cents, product.price);
      continue;
    }
    for (const unit of line.units) {
      const options = cartOptionsRebuild(input.menu, product, unit.options);
      const price = productUnitReprice(input.menu, product, options);
      if (price === null) report(product.name, 'option', 1);
      else if (unitBlocked(product, options, input)) report(product.name, 'blocked', 1);
      else {
        adds.push({ product, quantity: 1, config: { unitPrice: price, options } });
        reprice(product.name, unit.price, price);
      }
    }
  }
  return { adds, problems, count: adds.reduce((n, a) => n + a.quantity, 0), repriced };
}
