import { describe, expect, it } from 'vitest';
import { cartProduct } from '../../test/cart-builders';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartSuggestedSaleOffer } from './cart-suggested-sale';

const burger = cartProduct(1101, 'PRD', 349);
const pie = cartProduct(1623, 'PRD', 99);
const shake = cartProduct(1561, 'PRD', 199);

describe('cartSuggestedSaleOffer (§4.6)', () => {
  const cart = cartAdd(cartEmpty(), burger, 1);

  it('offers every suggestion while none is in the cart', () => {
    expect(cartSuggestedSaleOffer(cart, [pie, shake]).map((p) => p.id)).toEqual([1623, 1561]);
  });

  it('offers nothing once a suggested product is in the cart, or a row came as a suggestion', () => {
    expect(cartSuggestedSaleOffer(cartAdd(cart, pie, 1), [pie, shake])).toEqual([]);
    const taken = cartAdd(cart, cartProduct(1700), 1, { suggestedSale: true });
    expect(cartSuggestedSaleOffer(taken, [pie, shake])).toEqual([]);
  });

  it('offers nothing when there are no suggestions', () => {
    expect(cartSuggestedSaleOffer(cart, [])).toEqual([]);
  });
});
