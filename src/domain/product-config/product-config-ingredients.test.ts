import { describe, expect, it } from 'vitest';
import { product } from '../../test/menu-builders';
import {
  burger,
  configMenu,
  familyBurger,
  ingredient,
  limits,
} from '../../test/product-config-builders';
import { productConfigIngredientLimits } from './product-config-ingredient-limits';
import { productConfigToggleIngredient } from './product-config-ingredients';
import { productConfigSetSize } from './product-config-select';
import { productConfigStart } from './product-config-start';
import type { ProductConfigHalf, ProductConfigState } from './product-config-state';

const menu = configMenu();
const toggle = (s: ProductConfigState, ids: number[], half?: ProductConfigHalf) =>
  ids.reduce((acc, id) => productConfigToggleIngredient(acc, id, half), s);
const halved = () => productConfigSetSize(productConfigStart(menu, familyBurger), 106);

describe('productConfigToggleIngredient: defaults (§4.8)', () => {
  it('removes a default (Q) and puts it back (D)', () => {
    const removed = toggle(productConfigStart(menu, burger), [7003]);
    expect(removed.ingredients.removed).toEqual([7003]);
    expect(toggle(removed, [7003]).ingredients.removed).toEqual([]);
  });

  it('refuses to remove a default at the TDE minimum', () => {
    const atMin = toggle(productConfigStart(menu, burger), [7001, 7002, 7003, 7004, 7005]);
    expect(atMin.ingredients.removed).toHaveLength(5);
    expect(productConfigToggleIngredient(atMin, 7006)).toBe(atMin);
    expect(productConfigIngredientLimits(atMin).defaults).toMatchObject({ count: 1, atMin: true });
  });

  it('refuses to put a default back at the TDE maximum', () => {
    const capped = product({
      id: 1200,
      type: 'ESF',
      defaultIngredients: limits(
        1,
        4,
        [1, 2, 3, 4, 5, 6].map((id) => ingredient(id, `I${id}`)),
      ),
    });
    const s = toggle(productConfigStart(menu, capped), [1, 2]);
    expect(s.ingredients.removed).toEqual([1, 2]);
    expect(productConfigToggleIngredient(s, 1)).toBe(s);
    const three = toggle(s, [3]);
    expect(toggle(three, [1]).ingredients.removed).toEqual([2, 3]);
  });

  it('keeps removed ids in menu order whatever the order of the taps', () => {
    const s = toggle(productConfigStart(menu, burger), [7005, 7002, 7004]);
    expect(s.ingredients.removed).toEqual([7002, 7004, 7005]);
  });

  it('ignores an ingredient the product does not list', () => {
    const s = productConfigStart(menu, burger);
    expect(productConfigToggleIngredient(s, 9999)).toBe(s);
  });
});

describe('productConfigToggleIngredient: extras (§4.8)', () => {
  it('adds extras up to OPA (3) and refuses the next one', () => {
    const three = toggle(productConfigStart(menu, burger), [7101, 7102, 7103]);
    expect(three.ingredients.added).toEqual([7101, 7102, 7103]);
    expect(productConfigToggleIngredient(three, 7104)).toBe(three);
    expect(productConfigIngredientLimits(three).extras).toEqual({
      min: 0,
      max: 3,
      count: 3,
      atMax: true,
    });
  });

  it('removes an added extra when unchecked, even at the maximum', () => {
    const three = toggle(productConfigStart(menu, burger), [7101, 7102, 7103]);
    expect(toggle(three, [7102]).ingredients.added).toEqual([7101, 7103]);
  });

  it('uses TDI max when OPA is missing', () => {
    const noOpa = { ...burger, extraIngredients: { ...burger.extraIngredients!, maxExtras: null } };
    const four = toggle(productConfigStart(menu, noOpa), [7101, 7102, 7103, 7104]);
    expect(four.ingredients.added).toHaveLength(4);
    expect(productConfigToggleIngredient(four, 7105)).toBe(four);
  });
});

describe('productConfigToggleIngredient: halves', () => {
  it('refuses a half on a size that does not permit halves, and on an ESF product', () => {
    const medium = productConfigStart(menu, familyBurger);
    expect(productConfigToggleIngredient(medium, 7101, 'first')).toBe(medium);
    const s = productConfigStart(menu, burger);
    expect(productConfigToggleIngredient(s, 7101, 'second')).toBe(s);
  });

  it('splits the unit when one half changes and joins it when the halves agree again', () => {
    const s = toggle(halved(), [7101], 'first');
    expect(s.ingredients).toEqual({ removed: [], added: [7101] });
    expect(s.secondHalf).toEqual({ removed: [], added: [] });
    const joined = toggle(s, [7101], 'second');
    expect(joined.secondHalf).toBeNull();
    expect(joined.ingredients.added).toEqual([7101]);
  });

  it('without a half: takes an ingredient off both halves when on both, else puts it on both', () => {
    const s = toggle(toggle(halved(), [7003], 'second'), [7101], 'first');
    const both = toggle(s, [7101]);
    expect([both.ingredients.added, both.secondHalf?.added]).toEqual([[7101], [7101]]);
    const neither = toggle(both, [7101]);
    expect([neither.ingredients.added, neither.secondHalf?.added]).toEqual([[], []]);
    const lettuce = toggle(s, [7003]);
    expect([lettuce.ingredients.removed, lettuce.secondHalf?.removed]).toEqual([[], []]);
    const noLettuce = toggle(lettuce, [7003]);
    expect([noLettuce.ingredients.removed, noLettuce.secondHalf?.removed]).toEqual([
      [7003],
      [7003],
    ]);
  });

  it('checks the TDE minimum on each half', () => {
    const s = toggle(halved(), [7001, 7002, 7003, 7004, 7005], 'second');
    expect(s.secondHalf?.removed).toHaveLength(5);
    expect(productConfigToggleIngredient(s, 7006, 'second')).toBe(s);
    expect(toggle(s, [7006], 'first').ingredients.removed).toEqual([7006]);
    expect(productConfigToggleIngredient(s, 7006)).toBe(s);
    expect(productConfigIngredientLimits(s, 'second').defaults?.atMin).toBe(true);
    expect(productConfigIngredientLimits(s, 'first').defaults?.atMin).toBe(false);
  });

  it('allows OPA extras per half but at most TDI max distinct extras on the unit', () => {
    let s = toggle(halved(), [7101, 7102, 7103], 'first');
    s = toggle(s, [7104], 'second');
    expect([s.ingredients.added.length, s.secondHalf?.added.length]).toEqual([3, 1]);
    expect(productConfigToggleIngredient(s, 7105, 'second')).toBe(s);
    expect(productConfigIngredientLimits(s, 'second').extras?.atMax).toBe(true);
    const sameExtra = toggle(s, [7101], 'second');
    expect(sameExtra.secondHalf?.added).toEqual([7101, 7104]);
    expect(productConfigToggleIngredient(s, 7104, 'first')).toBe(s);
  });
});

describe('productConfigIngredientLimits', () => {
  it('gives the chip numbers: TDE min and max, the extras maximum, and the counts', () => {
    const s = toggle(productConfigStart(menu, burger), [7003, 7101]);
    expect(productConfigIngredientLimits(s)).toEqual({
      defaults: { min: 1, max: 6, count: 5, atMin: false, atMax: false },
      extras: { min: 0, max: 3, count: 1, atMax: false },
    });
  });

  it('has no chips for a product without ingredient lists', () => {
    const plain = product({ id: 1300, type: 'ESF' });
    expect(productConfigIngredientLimits(productConfigStart(menu, plain))).toEqual({
      defaults: null,
      extras: null,
    });
  });
});
