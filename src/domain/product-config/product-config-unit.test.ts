import { describe, expect, it } from 'vitest';
import {
  box,
  burger,
  combo,
  configMenu,
  familyBurger,
  fries,
} from '../../test/product-config-builders';
import { cartEmpty } from '../cart/cart';
import { cartAdd } from '../cart/cart-add';
import { productConfigAddPick } from './product-config-atp';
import { productConfigUpdateNested } from './product-config-choose';
import { productConfigFromUnit } from './product-config-from-unit';
import { productConfigToggleIngredient } from './product-config-ingredients';
import { productConfigSetQuantity } from './product-config-quantity';
import { productConfigSetBase, productConfigSetSize } from './product-config-select';
import { productConfigStart } from './product-config-start';
import type { ProductConfigState } from './product-config-state';
import { productConfigToUnit } from './product-config-unit';

const menu = configMenu();
const toggle = (s: ProductConfigState, ids: number[], half?: 'first' | 'second') =>
  ids.reduce((acc, id) => productConfigToggleIngredient(acc, id, half), s);
const brief = (i: {
  menuId: number;
  change: string;
  onFirstHalf: boolean;
  onSecondHalf: boolean;
}) => `${i.menuId}${i.change}${i.onFirstHalf ? 1 : 0}${i.onSecondHalf ? 1 : 0}`;

describe('productConfigToUnit (§3.4)', () => {
  it('holds an ESF burger as one P entry with size, bread, pair prices and every ingredient', () => {
    const s = toggle(
      productConfigSetBase(productConfigSetSize(productConfigStart(menu, burger), 101), 402),
      [7003, 7101],
    );
    const unit = productConfigToUnit(s);
    expect(unit.price).toBe(349 + 150 + 100 + 99 + 50);
    expect(unit.options).toHaveLength(1);
    const [own] = unit.options;
    expect(own).toMatchObject({
      type: 'P',
      optionId: 0,
      choiceId: null,
      menuId: 1101,
      sizeId: 101,
      baseId: 402,
      allowsHalves: false,
      sizeBasePrice: 100,
      specialtyPrice: 50,
      ingredientPrice: 25,
      extraPrice: 150,
      choices: [],
    });
    expect(own?.ingredients.map(brief)).toEqual([
      '7001D11',
      '7002D11',
      '7003Q00',
      '7004D11',
      '7005D11',
      '7006D11',
      '7101A11',
    ]);
    expect(own?.ingredients.at(-1)).toMatchObject({ kind: 'E', name: 'Tocino' });
  });

  it('says on which half each ingredient is for a half-and-half unit (m1, m2)', () => {
    let s = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    s = toggle(toggle(s, [7102], 'first'), [7004], 'second');
    const [own] = productConfigToUnit(s).options;
    expect(own?.allowsHalves).toBe(true);
    expect(own?.ingredients.map(brief)).toEqual([
      '7001D11',
      '7002D11',
      '7003D11',
      '7004D10',
      '7005D11',
      '7006D11',
      '7102A10',
    ]);
  });

  it('holds a sized combo as its own entry, then one entry per option with the burger nested', () => {
    const s = productConfigUpdateNested(
      productConfigSetSize(productConfigStart(menu, combo), 111),
      3001,
      (b) => toggle(b, [7005]),
    );
    const { options } = productConfigToUnit(s);
    expect(options.map((o) => [o.type, o.optionId, o.choiceId, o.menuId, o.sizeId])).toEqual([
      ['P', 0, null, 1301, 111],
      ['P', 3001, 5001, 1101, null],
      ['O', 3002, 5002, 1001, null],
      ['O', 3003, 5008, 1502, 111],
    ]);
    expect(options[0]?.ingredients).toEqual([]);
    const inside = options[1]?.choices ?? [];
    expect(inside.map((o) => [o.type, o.optionId, o.menuId, o.sizeId, o.baseId])).toEqual([
      ['P', 0, 1101, 100, 401],
    ]);
    expect(inside[0]?.ingredients.find((i) => i.menuId === 7005)?.change).toBe('Q');
  });

  it('holds an ATP product as one ATP entry per step with one entry per pick, repeats repeated', () => {
    let s = productConfigStart(menu, box);
    s = productConfigAddPick(productConfigAddPick(s, 3040, 5155), 3040, 5155);
    s = productConfigAddPick(s, 3040, 5154);
    const { options } = productConfigToUnit(s);
    expect(options.map((o) => [o.type, o.optionId, o.choices.length])).toEqual([
      ['ATP', 3040, 3],
      ['ATP', 3041, 0],
      ['ATP', 3042, 0],
    ]);
    expect(
      options[0]?.choices.map((p) => [p.type, p.optionId, p.choiceId, p.menuId, p.extraPrice]),
    ).toEqual([
      ['O', 3040, 5154, 1201, 25],
      ['O', 3040, 5155, 1202, 0],
      ['O', 3040, 5155, 1202, 0],
    ]);
  });

  it('holds a simple product as no entries at its menu price', () => {
    expect(productConfigToUnit(productConfigStart(menu, fries))).toEqual({
      price: 100,
      options: [],
    });
  });

  it('feeds cartAdd: the unit price and options land in the cart', () => {
    const s = productConfigSetQuantity(toggle(productConfigStart(menu, burger), [7101]), 2);
    const unit = productConfigToUnit(s);
    const cart = cartAdd(cartEmpty(), burger, s.quantity, {
      unitPrice: unit.price,
      options: unit.options,
    });
    expect(cart.items[0]?.units.map((u) => u.price)).toEqual([448, 448]);
    expect(cart.items[0]?.price).toBe(896);
    expect(cart.items[0]?.units[0]?.options).toEqual(unit.options);
  });
});

describe('productConfigFromUnit', () => {
  it('reopens a unit for editing with the same configuration and quantity 1', () => {
    let s = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    s = productConfigSetQuantity(toggle(toggle(s, [7101], 'first'), [7003]), 3);
    const unit = productConfigToUnit(s);
    const back = productConfigFromUnit(menu, familyBurger, unit);
    expect(back?.quantity).toBe(1);
    expect(back && productConfigToUnit(back)).toEqual(unit);
    expect([back?.ingredients, back?.secondHalf]).toEqual([s.ingredients, s.secondHalf]);
  });

  it('reopens a combo with its burger, reselecting what the channel no longer serves', () => {
    const s = productConfigUpdateNested(productConfigStart(menu, combo), 3001, (b) =>
      toggle(b, [7101]),
    );
    const back = productConfigFromUnit(menu, combo, productConfigToUnit(s), 'DOMI');
    expect(back?.channel).toBe('DOMI');
    expect(back?.choices[0]?.nested?.ingredients.added).toEqual([7101]);
  });

  it('gives null for a unit the menu no longer accepts', () => {
    const unit = productConfigToUnit(productConfigStart(menu, box));
    expect(productConfigFromUnit(menu, box, unit)).toBeNull();
  });
});
