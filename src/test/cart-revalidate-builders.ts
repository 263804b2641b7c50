/** Test builders for cart revalidation and promotion pricing (only tests and benches import this). */
import type { Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import type { CartOptionEntry, CartUnit } from '../domain/cart/cart-item';
import type { CartRevalidateInput, CartUnitReprice } from '../domain/cart/cart-revalidate';
import type { MenuProduct } from '../domain/menu';
import type { Promotion } from '../domain/menu-data';
import { centsAdd, type Cents } from '../domain/money';
import { productIdOf } from '../domain/product-id';

/**
 * A promotion priced by nothing (the base price) unless told: no apl, no prm, no minimum. Its
 * menu ids as a test writes them (plain numbers).
 */
export const promotion = ({
  appliesTo = [],
  items = [],
  ...p
}: Omit<Partial<Promotion>, 'appliesTo' | 'items'> & {
  id: number;
  appliesTo?: readonly number[];
  items?: readonly number[];
}): Promotion => ({
  label: `Promoción ${p.id}`,
  percent: null,
  amount: null,
  fixedPrice: null,
  minimum: null,
  applyToLowest: false,
  appliesTo: appliesTo.map(productIdOf),
  items: items.map(productIdOf),
  validUntil: '31/12/2027',
  ...p,
});

/** Extra prices of an option entry and of the choices nested in it. */
const optionExtras = (option: CartOptionEntry): Cents[] => [
  option.extraPrice,
  ...option.choices.flatMap(optionExtras),
];

/**
 * Stand-in for the product configuration's unit pricing: the product's menu price plus every
 * option's extra price; null when an option's choice is in `retiredChoiceIds`.
 */
export const unitRepriceStandIn = (retiredChoiceIds: readonly number[] = []): CartUnitReprice => {
  const retired = new Set(retiredChoiceIds);
  return (product: MenuProduct, unit: CartUnit) => {
    const gone = (o: CartOptionEntry): boolean =>
      (o.choiceId !== null && retired.has(o.choiceId)) || o.choices.some(gone);
    if (unit.options.some(gone)) return null;
    return centsAdd(product.price, ...unit.options.flatMap(optionExtras));
  };
};

/** What cartRevalidate is given: the menu, the data/checkPr answers and the unit pricing. */
export const revalidateInput = (
  products: readonly MenuProduct[],
  promotions: readonly Promotion[] = [],
  checks: Readonly<Record<number, boolean>> = {},
  unitReprice: CartUnitReprice = unitRepriceStandIn(),
): CartRevalidateInput => ({
  menu: { products, promotions },
  promotionChecks: new Map(Object.entries(checks).map(([id, ok]) => [Number(id), ok])),
  unitReprice,
});

/**
 * A promotion line as the store adds it (price 0 until revalidated, the promotion's terms
 * copied), hanging from `parentAddedOrder`, then its promo products as content rows at price 0
 * hanging from the line.
 */
export function cartWithPromotion(
  cart: Cart,
  promo: Promotion,
  content: readonly MenuProduct[] = [],
  parentAddedOrder: number | null = null,
): Cart {
  const withLine = cartAddPromo(cart, {
    menuId: productIdOf(promo.id),
    promoId: promo.id,
    name: promo.label,
    price: 0 as Cents,
    parentAddedOrder,
    appliesTo: [...promo.appliesTo],
    applyToLowest: promo.applyToLowest,
    minimumPurchase: promo.minimum,
  });
  const lineOrder = withLine.addedOrder;
  return content.reduce(
    (acc, product) =>
      cartAdd(acc, product, 1, {
        unitPrice: 0 as Cents,
        promoId: promo.id,
        parentAddedOrder: lineOrder,
      }),
    withLine,
  );
}
