import { describe, expect, it } from 'vitest';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartView } from './cart-view';

const soda = cartProduct(1501, 'PRD', 125);
const combo = cartProduct(1302, 'CMB', 500);
const names = (cart: Cart) => cartView(cart).lines.map((l) => [l.item.name, l.count, l.price]);

describe('cartView', () => {
  it('is empty for an empty cart', () => {
    expect(cartView(cartEmpty())).toEqual({
      lines: [],
      count: 0,
      subtotal: 0,
      discount: 0,
      total: 0,
    });
  });

  it('groups duplicate PRD rows and identical units with a count', () => {
    const drink = cartOption({ optionId: 3006, choiceId: 5020 });
    const horchata = cartOption({ optionId: 3006, choiceId: 5024 });
    let cart = cartAdd(cartEmpty(), soda, 2);
    cart = cartAdd(cart, combo, 2, { options: [drink] });
    cart = cartAdd(cart, combo, 1, { options: [horchata] });
    const view = cartView(cart);
    expect(view.lines.map((l) => [l.key, l.count, l.price, l.addedOrders])).toEqual([
      ['5', 2, 250, [5, 10]],
      ['15', 2, 1000, [15, 20]],
      ['25', 1, 500, [25]],
    ]);
    expect(view.lines[2]?.options).toEqual([horchata]);
  });

  it('places promo items right after their parent, content after the promo', () => {
    let cart = cartAdd(cartEmpty(), combo, 1); // 5
    cart = cartAdd(cart, soda, 1); // 10
    cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5 })); // 15
    cart = cartAdd(cart, cartProduct(1401, 'PRD', 0), 1, { promoId: 9001, parentAddedOrder: 15 });
    expect(names(cart)).toEqual([
      ['Producto 1302', 1, 500],
      ['Promo 9001', 1, 299],
      ['Producto 1401', 1, 0],
      ['Producto 1501', 1, 125],
    ]);
  });

  it('drops PROMO rows not applied from lines, totals and counter', () => {
    let cart = cartAdd(cartEmpty(), soda, 1);
    cart = cartAddPromo(cart, cartPromo(9001, 299, { applied: false }));
    const view = cartView(cart);
    expect(view.lines).toHaveLength(1);
    expect([view.count, view.subtotal, view.total]).toEqual([1, 125, 125]);
  });

  it('counts products, applied promos and every unit of combos, not coupons', () => {
    let cart = cartAdd(cartEmpty(), soda, 2);
    cart = cartAdd(cart, combo, 3);
    cart = cartAddPromo(cart, cartPromo(9001, 299));
    cart = cartAddPromo(cart, cartCoupon(77, 100));
    expect(cartView(cart).count).toBe(6);
  });

  it('keeps the coupon out of the subtotal and takes it off the total', () => {
    let cart = cartAdd(cartEmpty(), combo, 2);
    cart = cartAddPromo(cart, cartPromo(9001, 299));
    cart = cartAddPromo(cart, cartCoupon(77, 150));
    const view = cartView(cart);
    expect([view.subtotal, view.discount, view.total]).toEqual([1299, 150, 1149]);
    expect(view.lines.at(-1)?.price).toBe(-150);
  });

  it('caps a coupon larger than the cart so the total is never negative', () => {
    const cart = cartAddPromo(cartAdd(cartEmpty(), soda, 1), cartCoupon(77, 500));
    const view = cartView(cart);
    expect([view.subtotal, view.discount, view.total]).toEqual([125, 125, 0]);
    expect(view.lines.map((l) => l.price)).toEqual([125, -125]);
  });

  it('keeps a line whose parent is gone where it was added', () => {
    const cart = cartAddPromo(
      cartAdd(cartEmpty(), soda, 1),
      cartPromo(9001, 0, { parentAddedOrder: 99 }),
    );
    expect(names(cart)).toEqual([
      ['Producto 1501', 1, 125],
      ['Promo 9001', 1, 0],
    ]);
  });
});
