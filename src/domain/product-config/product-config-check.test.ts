import { describe, expect, it } from 'vitest';
import { product } from '../../test/menu-builders';
import {
  baseSize,
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
import { productConfigCanAdd, productConfigProblems } from './product-config-check';
import { productConfigChoose } from './product-config-choose';
import { productConfigToggleIngredient } from './product-config-ingredients';
import { productConfigSetQuantity } from './product-config-quantity';
import { productConfigSetChannel, productConfigSetSize } from './product-config-select';
import { productConfigStart } from './product-config-start';
import {
  productConfigBaseList,
  productConfigOptionViews,
  productConfigShowsBaseTitle,
  productConfigVisibleChoices,
} from './product-config-view';

const menu = configMenu();

describe('productConfigSetQuantity (§3.4, §5.4)', () => {
  it('sets a whole quantity of at least 1', () => {
    const s = productConfigStart(menu, burger);
    expect(productConfigSetQuantity(s, 4).quantity).toBe(4);
    expect(productConfigSetQuantity(s, 0)).toBe(s);
    expect(productConfigSetQuantity(s, -2)).toBe(s);
    expect(productConfigSetQuantity(s, 1.5)).toBe(s);
    expect(productConfigSetQuantity(s, Number.NaN)).toBe(s);
  });

  it('is frozen while blocked', () => {
    const s = productConfigSetQuantity(productConfigStart(menu, burger), 2);
    expect(productConfigSetQuantity(s, 3, true)).toBe(s);
  });
});

describe('productConfigCanAdd (§5.4)', () => {
  it('accepts the defaults of a burger and a combo', () => {
    expect(productConfigCanAdd(productConfigStart(menu, burger))).toBe(true);
    expect(productConfigCanAdd(productConfigStart(menu, combo))).toBe(true);
  });

  it('refuses a quantity of 0', () => {
    const s = { ...productConfigStart(menu, burger), quantity: 0 };
    expect(productConfigCanAdd(s)).toBe(false);
    expect(productConfigProblems(s)).toEqual(['quantity']);
  });

  it('refuses a required option without a valid choice, and accepts an optional one empty', () => {
    const toGoOnly = product({
      id: 1400,
      type: 'CMB',
      options: [option('O', 1, [choice(11, 1601)], { defaultChoiceId: 11 })],
    });
    const home = productConfigStart(menu, toGoOnly, 'DOMI');
    expect(productConfigProblems(home)).toEqual(['option']);
    expect(productConfigCanAdd(productConfigSetChannel(home, 'LLEV'))).toBe(true);
    const optional = { ...toGoOnly, options: toGoOnly.options.map((o) => ({ ...o, min: 0 })) };
    expect(productConfigCanAdd(productConfigStart(menu, optional, 'DOMI'))).toBe(true);
  });

  it('requires the extras minimum (TDI min)', () => {
    const pick = product({
      id: 1401,
      type: 'ESF',
      extraIngredients: limits(1, 2, [ingredient(1, 'a'), ingredient(2, 'b')]),
    });
    const s = productConfigStart(menu, pick);
    expect(productConfigProblems(s)).toEqual(['ingredients']);
    expect(productConfigCanAdd(productConfigToggleIngredient(s, 2))).toBe(true);
  });

  it('flags halves, sizes and bases the menu does not have', () => {
    const s = productConfigStart(menu, familyBurger);
    const halves = { ...s, secondHalf: { removed: [7003], added: [] } };
    expect(productConfigProblems(halves)).toEqual(['halves']);
    expect(productConfigProblems({ ...s, sizeId: 999 })).toContain('size');
    expect(productConfigProblems({ ...s, baseId: 404 })).toEqual(['base']);
  });

  it('flags a problem of the burger configured inside a combo', () => {
    const s = productConfigStart(menu, combo);
    const nested = s.choices[0]!.nested!;
    const broken = {
      ...s,
      choices: [{ ...s.choices[0]!, nested: { ...nested, baseId: 999 } }, ...s.choices.slice(1)],
    };
    expect(productConfigProblems(broken)).toEqual(['option']);
  });
});

describe('configure page data (§2.9, §5.4)', () => {
  it('shows only the choices of the chosen size or of no size', () => {
    const s = productConfigStart(menu, combo);
    expect(productConfigVisibleChoices(s, 3003).map((c) => c.id)).toEqual([5007, 5011, 5013]);
    const big = productConfigSetSize(s, 112);
    expect(productConfigVisibleChoices(big, 3003).map((c) => c.id)).toEqual([5009, 5011, 5013]);
  });

  it('shows an option of one size only at that size, and only choices the channel serves', () => {
    const s = productConfigStart(menu, comboSuper, 'DOMI');
    expect(productConfigOptionViews(s).map((v) => v.option.id)).toEqual([3004, 3006]);
    expect(productConfigVisibleChoices(s, 3007)).toEqual([]);
    const big = productConfigSetSize(s, 115);
    const views = productConfigOptionViews(big);
    expect(views.map((v) => [v.option.id, v.hidden, v.choiceId])).toEqual([
      [3004, true, 5014],
      [3006, false, 5024],
      [3007, false, 5027],
    ]);
    expect(views[2]?.choices.map((c) => c.id)).toEqual([5027]);
  });

  it("gives the P option's configured product in its view", () => {
    const view = productConfigOptionViews(productConfigStart(menu, combo))[0];
    expect(view?.nested?.product.id).toBe(1101);
    expect(
      productConfigChoose(productConfigStart(menu, combo), 3001, 5001).choices[0]?.nested,
    ).not.toBeNull();
  });

  it("titles the bread selector 'Elige tu tipo de pan' only when the size has more than one base", () => {
    expect(productConfigShowsBaseTitle(productConfigStart(menu, burger))).toBe(true);
    const one = configMenu({ bases: [baseSize(1101, 401, 100, 0)] });
    const s = productConfigStart(one, burger);
    expect(productConfigBaseList(s).map((b) => b.baseId)).toEqual([401]);
    expect(productConfigShowsBaseTitle(s)).toBe(false);
    expect(productConfigShowsBaseTitle(productConfigStart(menu, combo))).toBe(false);
  });
});
