import { describe, expect, it } from 'vitest';
import { promotion } from '../../test/cart-revalidate-builders';
import { product } from '../../test/menu-builders';
import { centsFromAmount } from '../../domain/money';
import { PROMOTION_IN_CART_MESSAGE, promotionRefusalMessage } from './promotion-refusal-message';

const productsById = new Map(
  [
    product({ id: 1301, name: 'Combo Clásico' }),
    product({ id: 1302, name: 'Combo Doble Queso' }),
    product({ id: 1303, name: 'Combo Oculto', hidden: true }),
  ].map((p) => [p.id, p]),
);

describe('promotionRefusalMessage (§2.1, §8.2)', () => {
  it('names the shown products the promotion needs', () => {
    const promo = promotion({ id: 1, appliesTo: [1301, 1302, 1303, 9999] });
    expect(promotionRefusalMessage('needsProduct', promo, productsById, '$')).toBe(
      'Agrega primero a tu bolsa uno de estos productos: Combo Clásico, Combo Doble Queso',
    );
  });

  it('gives the minimum purchase in the coupon wording, with the currency symbol', () => {
    const promo = promotion({ id: 2, minimum: centsFromAmount(1250.5) });
    expect(promotionRefusalMessage('belowMinimum', promo, productsById, 'Q')).toBe(
      'Minimo de compra para aplicar la promoción es de Q1,250.50',
    );
  });

  it('says the promotion is already in the bag', () => {
    expect(promotionRefusalMessage('alreadyInCart', promotion({ id: 3 }), productsById, '$')).toBe(
      PROMOTION_IN_CART_MESSAGE,
    );
    expect(PROMOTION_IN_CART_MESSAGE).toBe('Esta promoción ya está en tu bolsa');
  });
});
