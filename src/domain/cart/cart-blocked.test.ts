import { describe, expect, it } from 'vitest';
import { cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartBlockedEntries, cartProductBlocked, type CartBlock } from './cart-blocked';

const block = (id: number, channel: CartBlock['channel'] = 'TODOS'): CartBlock => ({ id, channel });
const drink = cartOption({ optionId: 3006, choiceId: 5020, menuId: 1501, name: 'Soda 16 oz' });
const side = cartOption({ optionId: 3002, choiceId: 5002, menuId: 1001, name: 'Papas' });
const burgerRow = cartAdd(cartEmpty(), cartProduct(1101, 'PRD', 349), 1);
const withCombo = cartAdd(burgerRow, cartProduct(1301, 'CMB', 599), 1, { options: [side, drink] });

describe('cartBlockedEntries (§2.7, §5.3)', () => {
  it('lists a blocked row once, without an option', () => {
    const entries = cartBlockedEntries(withCombo, { products: [block(1101)], options: [] }, 'none');
    expect(entries.map((e) => [e.item.menuId, e.option])).toEqual([[1101, null]]);
  });

  it('lists each blocked option of a combo: by choice id, or by the product it stands for', () => {
    const byChoice = cartBlockedEntries(
      withCombo,
      { products: [], options: [block(5020)] },
      'home',
    );
    expect(byChoice.map((e) => [e.item.menuId, e.option?.name])).toEqual([[1301, 'Soda 16 oz']]);
    const byProduct = cartBlockedEntries(
      withCombo,
      { products: [block(1001)], options: [] },
      'home',
    );
    expect(byProduct.map((e) => e.option?.name)).toEqual(['Papas']);
  });

  it('applies a mode-typed block only in that mode; TODOS in every mode', () => {
    const blocks = { products: [block(1101, 'LLEV')], options: [block(5002, 'DOMI')] };
    expect(cartBlockedEntries(withCombo, blocks, 'shop').map((e) => e.item.menuId)).toEqual([1101]);
    expect(cartBlockedEntries(withCombo, blocks, 'home').map((e) => e.option?.name)).toEqual([
      'Papas',
    ]);
  });

  it('ignores promotion rows that are not applied, and ids that are not in the cart', () => {
    const cart = cartAddPromo(burgerRow, cartPromo(1905, 99, { applied: false }));
    expect(
      cartBlockedEntries(cart, { products: [block(1905), block(7)], options: [] }, 'home'),
    ).toEqual([]);
  });

  it('tells a product page whether its product is blocked in the mode chosen', () => {
    const blocks = { products: [block(1604), block(1211, 'DOMI')], options: [block(1211)] };
    expect(cartProductBlocked(blocks, 1604, 'none')).toBe(true);
    expect(cartProductBlocked(blocks, 1211, 'home')).toBe(true);
    expect(cartProductBlocked(blocks, 1211, 'shop')).toBe(false);
    // an option id that happens to equal a product id blocks nothing on the product page
    expect(cartProductBlocked({ products: [], options: [block(1211)] }, 1211, 'home')).toBe(false);
  });
});
