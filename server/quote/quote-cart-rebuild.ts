import type { Cart } from '../../src/domain/cart/cart.ts';
import {
  cartItemIsGrouped,
  cartItemWithUnits,
  type CartIngredient,
  type CartItem,
  type CartOptionEntry,
} from '../../src/domain/cart/cart-item.ts';
import type { MenuProduct, ProductOption } from '../../src/domain/menu.ts';
import type { Promotion } from '../../src/domain/menu-data.ts';
import type { Cents } from '../../src/domain/money.ts';
import type { ProductId } from '../../src/domain/product-id.ts';
import { productConfigMenuProduct } from '../../src/domain/product-config/product-config-menu.ts';
import { PRODUCT_CONFIG_OWN_OPTION_ID } from '../../src/domain/product-config/product-config-unit.ts';
import type {
  OrderLineCents,
  OrderLineIngredient,
  OrderLineOption,
} from '../../src/protocol/order-line.ts';
import type { QuoteMenu } from './quote-menu.ts';

const ZERO = 0 as Cents;
const EVERY_DAY = [true, true, true, true, true, true, true];
const NO_IMAGES = { smallJpg: '', smallWebp: '', mediumJpg: '', mediumWebp: '' };

function ingredientRebuild(
  product: MenuProduct | null,
  entry: OrderLineIngredient,
): CartIngredient {
  const listed = [
    ...(product?.defaultIngredients?.list ?? []),
    ...(product?.extraIngredients?.list ?? []),
  ].find((i) => i.id === entry.I);
  return {
    menuId: entry.I,
    change: entry.TIP,
    kind: listed?.kind === 'specialty' ? 'E' : 'T',
    onFirstHalf: entry.m1 === 1,
    onSecondHalf: entry.m2 === 1,
    name: listed?.name ?? '',
    image: '',
    thumbnail: '',
    ingredients: entry.TDE.map((nested) => ingredientRebuild(null, nested)),
  };
}

/**
 * The fields the wire carries; the rest are display data, left neutral, but the channel: as
 * the app's configuration sets it, the channel of the product the choice stands for (§5.3).
 */
function optionEntry(
  menu: QuoteMenu,
  entry: OrderLineOption,
  known: { menuId: ProductId | null; name: string; ingredientsOf: MenuProduct | null },
  choices: CartOptionEntry[],
): CartOptionEntry {
  return {
    type: entry.TIP,
    menuDetailId: entry.DM,
    choiceId: entry.D,
    optionId: entry.I,
    menuId: known.menuId,
    name: known.name,
    groupId: null,
    baseId: entry.BAS,
    sizeId: entry.TAM,
    allowsHalves: false,
    sizeBasePrice: ZERO,
    ingredientPrice: ZERO,
    specialtyPrice: ZERO,
    hidden: false,
    choices,
    extraPrice: ZERO,
    channel: productConfigMenuProduct(menu, known.menuId)?.channel ?? 'TODOS',
    ingredients: entry.TDE.map((i) => ingredientRebuild(known.ingredientsOf, i)),
  };
}

/** An ATP step's pick: an 'O' entry whose product is the step's choice's (OPS C). */
function pickRebuild(
  menu: QuoteMenu,
  step: ProductOption | undefined,
  pick: OrderLineOption,
): CartOptionEntry {
  const choice = step?.choices.find((c) => c.id === pick.D);
  const known = { menuId: choice?.menuId ?? null, name: choice?.name ?? '', ingredientsOf: null };
  return optionEntry(menu, pick, known, optionsRebuild(menu, null, pick.S));
}

/**
 * §3.4 option entries back into the cart's shape. The wire does not carry the product a choice
 * stands for (idpmn): it is taken from the CURRENT menu, by the product the entries belong to
 * (the unit's, or the one a P option's choice configures), so a choice that does not exist
 * keeps no product and the re-pricing refuses it.
 */
function optionsRebuild(
  menu: QuoteMenu,
  product: MenuProduct | null,
  entries: readonly OrderLineOption[],
): CartOptionEntry[] {
  return entries.map((entry) => {
    if (entry.I === PRODUCT_CONFIG_OWN_OPTION_ID && entry.TIP === 'P') {
      const known = {
        menuId: product?.id ?? null,
        name: product?.name ?? '',
        ingredientsOf: product,
      };
      return optionEntry(menu, entry, known, optionsRebuild(menu, null, entry.S));
    }
    const option = product?.options.find((o) => o.id === entry.I);
    if (entry.TIP === 'ATP') {
      const known = { menuId: null, name: option?.name ?? '', ingredientsOf: null };
      return optionEntry(
        menu,
        entry,
        known,
        entry.S.map((pick) => pickRebuild(menu, option, pick)),
      );
    }
    const choice = option?.choices.find((c) => c.id === entry.D);
    const menuId = choice?.menuId ?? null;
    const configured = entry.TIP === 'P' ? productConfigMenuProduct(menu, menuId) : null;
    const known = { menuId, name: choice?.name ?? '', ingredientsOf: null };
    return optionEntry(menu, entry, known, optionsRebuild(menu, configured, entry.S));
  });
}

/**
 * §5.4 a product row a promotion added (not a promo line, not applied, with a promotion id):
 * its products are paid for by the promotion line's price.
 */
const quoteLineIsContent = (line: OrderLineCents): boolean =>
  line.TIP !== 'PROMO' && line.IA === 0 && line.IP !== null;

function rowRebuild(
  menu: QuoteMenu,
  products: ReadonlyMap<number, MenuProduct>,
  promotions: ReadonlyMap<number, Promotion>,
  line: OrderLineCents,
): CartItem {
  const isPromo = line.TIP === 'PROMO';
  const product = isPromo ? undefined : products.get(line.I);
  const promotion = isPromo && line.TP === 0 ? promotions.get(line.I) : undefined;
  // a promotion's content is priced by its promotion line (§5.4): on its own it costs nothing
  const content = quoteLineIsContent(line);
  const price = content ? ZERO : line.P;
  const row: CartItem = {
    menuId: line.I,
    productRef: product?.imageRef ?? String(line.I),
    type: line.TIP,
    name: promotion?.label ?? product?.name ?? line.D,
    price,
    basePrice: product?.price ?? price,
    originalPrice: product?.price ?? price,
    quantity: 1,
    units: [],
    addedOrder: line.NP,
    parentAddedOrder: line.FH,
    suggestedSale: line.VS === 1,
    isPromo,
    promoId: line.IP,
    promotionId: line.IP,
    applied: line.IA === 1,
    // a promotion's terms are the menu's, never the sent ones (§5.4); a coupon keeps its own
    appliesTo: promotion ? [...promotion.appliesTo] : line.TP === 1 ? [...line.APC] : [],
    applyToLowest: promotion ? promotion.applyToLowest : line.TP === 1 && line.ET === 1,
    isCoupon: line.TP === 1,
    couponId: line.PID,
    discountType: line.DSC,
    minimumPurchase: promotion ? promotion.minimum : line.TP === 1 ? line.MC : null,
    geoLimited: product?.geoRestricted ?? false,
    channel: product?.channel ?? 'TODOS',
    weekdays: product ? [...product.weekdays] : [...EVERY_DAY],
    couponCode: line.NUC,
    images: product ? { ...product.images } : { ...NO_IMAGES },
  };
  if (!cartItemIsGrouped(line.TIP)) return row;
  const units = (line.list ?? []).map((unit) => ({
    addedOrder: unit.NP,
    price: content ? ZERO : unit.P,
    options: optionsRebuild(menu, product ?? null, unit.O),
  }));
  return cartItemWithUnits(row, units);
}

/**
 * §3.4 the cart the order lines stand for, one row per line in the same order, each row
 * keeping its line's added order (NP). Names and promotion terms come from the menu; the
 * prices are the sent ones (content rows excepted) until the quote re-prices them.
 */
export function quoteCartRebuild(menu: QuoteMenu, lines: readonly OrderLineCents[]): Cart {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const promotions = new Map(menu.promotions.map((p) => [p.id, p]));
  const items = lines.map((line) => rowRebuild(menu, products, promotions, line));
  const orders = lines.flatMap((line) => [line.NP, ...(line.list ?? []).map((u) => u.NP)]);
  return { items, addedOrder: Math.max(0, ...orders) };
}
