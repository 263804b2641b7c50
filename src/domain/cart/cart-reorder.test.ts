import { describe, expect, it } from 'vitest';
import { cartPromo } from '../../test/cart-builders';
import { burger, combo, configMenu, fries } from '../../test/product-config-builders';
import { orderLinesDecode } from '../../protocol/order-lines-decode';
import { orderLinesEncode } from '../../protocol/order-lines-encode';
import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { productConfigSetSize } from '../product-config/product-config-select';
import { productConfigStart } from '../product-config/product-config-start';
import type { ProductConfigMenu } from '../product-config/product-config-state';
import { productConfigToUnit } from '../product-config/product-config-unit';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartReorderPlan, type CartReorderInput } from './cart-reorder';

const menu = configMenu();

/** A past order: two fries, one combo (large drink), one burger with bacon; as it travelled. */
function pastOrder(): Cart {
  let cart = cartAdd(cartEmpty(), fries, 2);
  const big = productConfigToUnit(productConfigSetSize(productConfigStart(menu, combo), 112));
  cart = cartAdd(cart, combo, 1, { unitPrice: big.price, options: big.options });
  const plain = productConfigToUnit(productConfigStart(menu, burger));
  return cartAdd(cart, burger, 1, { unitPrice: plain.price, options: plain.options });
}

/** The sent lines of a cart, read back as the order's wire form gives them to the app. */
const sentLines = (cart: Cart) => orderLinesDecode(orderLinesEncode(cart));

const withProduct = (m: ProductConfigMenu, p: MenuProduct): ProductConfigMenu => ({
  ...m,
  products: m.products.map((x) => (x.id === p.id ? p : x)),
});

const input = (m: ProductConfigMenu = menu, extra: Partial<CartReorderInput> = {}) => ({
  menu: m,
  blocks: null,
  kind: 'home' as const,
  ...extra,
});

/** Replays a plan's adds as the cart store does. */
const replay = (plan: ReturnType<typeof cartReorderPlan>) =>
  plan.adds.reduce(
    (cart, add) => cartAdd(cart, add.product, add.quantity, add.config),
    cartEmpty(),
  );

describe('cartReorderPlan: a past order against today’s menu (§4.5, §5.4)', () => {
  it('puts every line back as it was ordered, with the counts', () => {
    const before = pastOrder();
    const plan = cartReorderPlan(sentLines(before), input());
    expect(plan.problems).toEqual([]);
    expect(plan.repriced).toEqual([]);
    expect(plan.count).toBe(4);
    const again = replay(plan);
    expect(again.items.map((i) => [i.menuId, i.type, i.quantity, i.price])).toEqual(
      before.items.map((i) => [i.menuId, i.type, i.quantity, i.price]),
    );
    // the combo keeps its configuration: the same options go to the server
    expect(orderLinesEncode(again)).toEqual(orderLinesEncode(before));
  });

  it('takes today’s prices and says which changed', () => {
    const dearer = withProduct(withProduct(menu, { ...fries, price: 150 as Cents }), {
      ...combo,
      price: 700 as Cents,
    });
    const plan = cartReorderPlan(sentLines(pastOrder()), input(dearer));
    const again = replay(plan);
    expect(again.items.filter((i) => i.menuId === fries.id).map((i) => i.price)).toEqual([
      150, 150,
    ]);
    const comboRow = again.items.find((i) => i.menuId === combo.id)!;
    const before = pastOrder().items.find((i) => i.menuId === combo.id)!;
    expect(comboRow.price).toBe(before.price + 101);
    expect(plan.repriced.map((r) => [r.name, r.before, r.now])).toEqual([
      [fries.name, 100, 150],
      [combo.name, before.price, before.price + 101],
    ]);
  });

  it('reports a product no longer in the menu and adds the rest', () => {
    const gone = { ...menu, products: menu.products.filter((p) => p.id !== fries.id) };
    const plan = cartReorderPlan(sentLines(pastOrder()), input(gone));
    expect(plan.problems).toEqual([{ name: 'Producto 1001', reason: 'missing', count: 2 }]);
    expect(replay(plan).items.map((i) => i.menuId)).toEqual([combo.id, burger.id]);
    expect(plan.count).toBe(2);
  });

  it('reports a hidden product and a blocked one (and the combo holding it) by their names', () => {
    const hidden = withProduct(menu, { ...burger, hidden: true });
    const plan = cartReorderPlan(
      sentLines(pastOrder()),
      input(hidden, { blocks: { products: [{ id: fries.id, channel: 'TODOS' }], options: [] } }),
    );
    expect(plan.problems).toEqual([
      { name: 'Producto 1001', reason: 'blocked', count: 2 },
      // its side is the blocked fries: a blocked product blocks a combo holding it (§5.3)
      { name: combo.name, reason: 'blocked', count: 1 },
      { name: 'Hamburguesa Clásica', reason: 'hidden', count: 1 },
    ]);
    expect(plan.adds).toEqual([]);
  });

  it('reports a unit whose option no longer exists (the large drink is gone)', () => {
    const noLarge = withProduct(menu, {
      ...combo,
      options: combo.options.map((o) => ({
        ...o,
        choices: o.choices.filter((c) => c.id !== 5009),
      })),
    });
    const plan = cartReorderPlan(sentLines(pastOrder()), input(noLarge));
    expect(plan.problems).toEqual([{ name: combo.name, reason: 'option', count: 1 }]);
    expect(replay(plan).items.map((i) => i.menuId)).toEqual([fries.id, fries.id, burger.id]);
  });

  it('reports an option blocked for the store', () => {
    const plan = cartReorderPlan(
      sentLines(pastOrder()),
      input(menu, { blocks: { products: [], options: [{ id: 5009, channel: 'TODOS' }] } }),
    );
    expect(plan.problems).toEqual([{ name: combo.name, reason: 'blocked', count: 1 }]);
  });

  it('does not repeat a promotion line (nor its content), and says so once', () => {
    let cart = pastOrder();
    const parent = cart.items[0]!.addedOrder;
    cart = cartAddPromo(cart, { ...cartPromo(9001, 100), parentAddedOrder: parent, applied: true });
    const plan = cartReorderPlan(sentLines(cart), input());
    expect(plan.problems).toEqual([{ name: 'Promo 9001', reason: 'promotion', count: 1 }]);
    expect(plan.count).toBe(4);
  });

  it('adds nothing for an order without lines (one stored before they were kept)', () => {
    expect(cartReorderPlan([], input())).toEqual({
      adds: [],
      problems: [],
      count: 0,
      repriced: [],
    });
  });
});
