import { describe, expect, it } from 'vitest';
import { cartCoupon, cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartLineEditable } from './cart-line-editable';
import { cartView } from './cart-view';

describe('cartLineEditable (§4.5)', () => {
  it('edits the configured units of a combo or a configured product the customer chose', () => {
    let cart = cartAdd(cartEmpty(), cartProduct(1301, 'CMB', 599), 2);
    cart = cartAdd(cart, cartProduct(1101, 'ESM', 349), 1);
    cart = cartAdd(cart, cartProduct(1001, 'PRD', 149), 1);
    expect(cartView(cart).lines.map(cartLineEditable)).toEqual([true, true, false]);
  });

  it('leaves promotions, coupons and a promotion’s content alone', () => {
    let cart = cartAdd(cartEmpty(), cartProduct(1301, 'CMB', 599), 1);
    cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5 }));
    cart = cartAdd(cart, cartProduct(1302, 'CMB', 0), 1, { promoId: 9001, parentAddedOrder: 10 });
    cart = cartAddPromo(cart, cartCoupon(77, 100));
    const editable = cartView(cart).lines.map((l) => [l.item.menuId, cartLineEditable(l)]);
    expect(editable.filter(([, yes]) => yes).map(([id]) => id)).toEqual([1301]);
  });
});
