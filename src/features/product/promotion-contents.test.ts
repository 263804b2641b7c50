import { describe, expect, it } from 'vitest';
import { promotion } from '../../test/cart-revalidate-builders';
import { box, combo, configMenu, fries } from '../../test/product-config-builders';
import { promotionContents } from './promotion-contents';

const menu = configMenu();

describe('promotionContents (§2.1, §5.4)', () => {
  it('gives each promo product in order with its default configuration in words', () => {
    const contents = promotionContents(menu, promotion({ id: 1, items: [1301, 1001] }));
    expect(contents?.map((c) => c.product.id)).toEqual([combo.id, fries.id]);
    const [first, second] = contents ?? [];
    // the combo's first size, its burger with the defaults, the default side and drink
    expect(first?.details).toEqual([
      'Tamaño: Tamaño 110',
      'Opción 5001 (Tamaño: Tamaño 100, Pan 401)',
      'Opción 5002',
      'Opción 5007',
    ]);
    expect(first?.unit.options.length).toBeGreaterThan(0);
    expect(first?.problem).toBeNull();
    expect(second).toMatchObject({
      details: [],
      problem: null,
      unit: { price: fries.price, options: [] },
    });
  });

  it('tells why a product whose defaults cannot be added is not ready (ATP without picks)', () => {
    const [content] = promotionContents(menu, promotion({ id: 2, items: [box.id] })) ?? [];
    expect(content?.problem).toMatch(/^Paso 1: elige 8 piezas de pollo: /);
  });

  it('is null when a promo product is gone from the menu or hidden', () => {
    expect(promotionContents(menu, promotion({ id: 3, items: [1001, 4242] }))).toBeNull();
    const hidden = {
      ...menu,
      products: menu.products.map((p) => (p.id === 1001 ? { ...p, hidden: true } : p)),
    };
    expect(promotionContents(hidden, promotion({ id: 4, items: [1001] }))).toBeNull();
  });
});
