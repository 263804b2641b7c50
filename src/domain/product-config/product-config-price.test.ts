import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { product } from '../../test/menu-builders';
import {
  box,
  burger,
  choice,
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  ingredient,
  limits,
  option,
} from '../../test/product-config-builders';
import { centsFromAmount } from '../money';
import { productConfigAddPick } from './product-config-atp';
import { productConfigChoose, productConfigUpdateNested } from './product-config-choose';
import { productConfigToggleIngredient } from './product-config-ingredients';
import {
  productConfigSurcharge,
  productConfigTotal,
  productConfigUnitPrice,
} from './product-config-price';
import { productConfigSetQuantity } from './product-config-quantity';
import { productConfigSetBase, productConfigSetSize } from './product-config-select';
import { productConfigStart } from './product-config-start';
import type { ProductConfigState } from './product-config-state';

const menu = configMenu();
const toggle = (s: ProductConfigState, ids: number[], half?: 'first' | 'second') =>
  ids.reduce((acc, id) => productConfigToggleIngredient(acc, id, half), s);

describe('productConfigUnitPrice (§3.4, §5.4)', () => {
  it('is the product price for the defaults', () => {
    expect(productConfigUnitPrice(productConfigStart(menu, burger))).toBe(349);
    expect(productConfigUnitPrice(productConfigStart(menu, combo))).toBe(599);
  });

  it('adds size PA, base PA and each added extra with the pair surcharge PE (E) or PI (T)', () => {
    let s = productConfigSetBase(productConfigSetSize(productConfigStart(menu, burger), 101), 402);
    expect(productConfigUnitPrice(s)).toBe(349 + 150 + 100);
    s = toggle(s, [7101, 7103]);
    // Tocino 0.99 + PE 0.50, Jalapeños 0.40 + PI 0.25
    expect(productConfigUnitPrice(s)).toBe(349 + 150 + 100 + 99 + 50 + 40 + 25);
  });

  it('never lowers the price for a removed default', () => {
    const s = toggle(productConfigStart(menu, burger), [7002, 7003]);
    expect(productConfigUnitPrice(s)).toBe(349);
  });

  it('charges an extra once, on one half or on both', () => {
    const big = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    const base = 1199 + 350;
    const oneHalf = toggle(big, [7101], 'first');
    expect(productConfigUnitPrice(oneHalf)).toBe(base + 99 + 50);
    expect(productConfigUnitPrice(toggle(oneHalf, [7101], 'second'))).toBe(base + 99 + 50);
    const each = toggle(oneHalf, [7103], 'second');
    expect(productConfigUnitPrice(each)).toBe(base + 99 + 50 + 40 + 25);
  });

  it("adds the chosen choices' positive extra prices and the burger's configuration inside", () => {
    let s = productConfigSetSize(productConfigStart(menu, combo), 111);
    s = productConfigChoose(productConfigChoose(s, 3002, 5006), 3003, 5013);
    s = productConfigUpdateNested(s, 3001, (b) => toggle(productConfigSetBase(b, 402), [7101]));
    expect(productConfigUnitPrice(s)).toBe(599 + 80 + 125 + 150 + 50 + 99);
    expect(productConfigSurcharge(s)).toBe(80 + 125 + 150 + 50 + 99);
  });

  it('ignores negative extra prices', () => {
    const s = productConfigChoose(
      productConfigSetSize(productConfigStart(menu, comboSuper), 115),
      3006,
      5024,
    );
    expect(productConfigUnitPrice(s)).toBe(749 + 150);
    const cheaper = product({
      id: 1600,
      type: 'CMB',
      price: centsFromAmount(5),
      options: [
        option('O', 1, [choice(11, null, -1), choice(12, null, 0.25)], { defaultChoiceId: 11 }),
      ],
    });
    const c = productConfigStart(menu, cheaper);
    expect(productConfigUnitPrice(c)).toBe(500);
    expect(productConfigUnitPrice(productConfigChoose(c, 1, 12))).toBe(525);
  });

  it('does not charge an option of another size', () => {
    const odd = product({
      id: 1601,
      type: 'CMB',
      price: centsFromAmount(5),
      options: [option('O', 1, [choice(11, null, 1)], { defaultChoiceId: 11, sizeId: 999 })],
    });
    expect(productConfigUnitPrice(productConfigStart(menu, odd))).toBe(500);
  });

  it('adds every ATP pick, repeats included', () => {
    let s = productConfigStart(menu, box);
    for (let i = 0; i < 8; i += 1) s = productConfigAddPick(s, 3040, 5154);
    s = productConfigAddPick(productConfigAddPick(s, 3041, 5159), 3041, 5159);
    expect(productConfigUnitPrice(s)).toBe(1599 + 8 * 25 + 2 * 50);
  });

  it('stays in whole cents where decimal amounts would drift', () => {
    const tenths = product({
      id: 1700,
      type: 'ESF',
      price: centsFromAmount(0.1),
      extraIngredients: limits(
        0,
        3,
        [ingredient(1, 'a', 0.2), ingredient(2, 'b', 0.7), ingredient(3, 'c', 0.01)],
        3,
      ),
    });
    const s = toggle(productConfigStart(menu, tenths), [1, 2, 3]);
    expect(productConfigUnitPrice(s)).toBe(101);
    expect(productConfigTotal(productConfigSetQuantity(s, 3))).toBe(303);
  });
});

describe('productConfigTotal', () => {
  it('is the unit price times the quantity, in integer cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.subarray([7101, 7102, 7103, 7104, 7105]),
        (q, ids) => {
          const s = productConfigSetQuantity(toggle(productConfigStart(menu, burger), ids), q);
          const total = productConfigTotal(s);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBe(productConfigUnitPrice(s) * q);
        },
      ),
    );
  });
});
