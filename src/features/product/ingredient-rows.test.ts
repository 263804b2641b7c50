import { describe, expect, it } from 'vitest';
import { productConfigToggleIngredient } from '../../domain/product-config/product-config-ingredients';
import { productConfigSetSize } from '../../domain/product-config/product-config-select';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import { burger, configMenu, familyBurger } from '../../test/product-config-builders';
import { halfFor, ingredientRows } from './ingredient-rows';

const menu = configMenu();
const row = (rows: ReturnType<typeof ingredientRows>, name: string) =>
  rows.find((r) => r.ingredient.name === name);

describe('ingredientRows (§2.9, §4.8)', () => {
  it('checks the kept defaults and the added extras, in menu order', () => {
    const s = productConfigToggleIngredient(
      productConfigToggleIngredient(productConfigStart(menu, burger), 7003),
      7101,
    );
    const defaults = ingredientRows(s, 'defaults', 'whole');
    expect(defaults.map((r) => [r.ingredient.id, r.checked])).toEqual([
      [7001, true],
      [7002, true],
      [7003, false],
      [7004, true],
      [7005, true],
      [7006, true],
    ]);
    expect(defaults.every((r) => r.price === null)).toBe(true);
    const extras = ingredientRows(s, 'extras', 'whole');
    expect(extras.filter((r) => r.checked).map((r) => r.ingredient.id)).toEqual([7101]);
  });

  it('prices each extra by what the engine adds for it at the chosen size', () => {
    const small = ingredientRows(productConfigStart(menu, burger), 'extras', 'whole');
    expect(small.map((r) => r.price)).toEqual([99, 50, 40, 60, 99]);
    const double = productConfigSetSize(productConfigStart(menu, burger), 101);
    // PE 0.50 on specialties (E), PI 0.25 on toppings (T)
    expect(ingredientRows(double, 'extras', 'whole').map((r) => r.price)).toEqual([
      149, 75, 65, 85, 149,
    ]);
  });

  it('disables what the engine refuses: a fourth extra, the last kept default', () => {
    let s = productConfigStart(menu, burger);
    for (const id of [7101, 7102, 7103]) s = productConfigToggleIngredient(s, id);
    const extras = ingredientRows(s, 'extras', 'whole');
    expect(extras.map((r) => r.disabled)).toEqual([false, false, false, true, true]);
    expect(row(extras, 'Aguacate')?.price).toBeNull();
    for (const id of [7002, 7003, 7004, 7005, 7006]) s = productConfigToggleIngredient(s, id);
    const defaults = ingredientRows(s, 'defaults', 'whole');
    expect(defaults.filter((r) => r.disabled).map((r) => r.ingredient.id)).toEqual([7001]);
  });

  it('shows one half, or both with mixed for an ingredient on one half only', () => {
    const big = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    const s = productConfigToggleIngredient(big, 7101, 'second');
    expect(row(ingredientRows(s, 'extras', 'first'), 'Tocino')?.checked).toBe(false);
    expect(row(ingredientRows(s, 'extras', 'second'), 'Tocino')?.checked).toBe(true);
    expect(row(ingredientRows(s, 'extras', 'whole'), 'Tocino')?.checked).toBe('mixed');
    // already charged for the second half: the first half adds nothing
    expect(row(ingredientRows(s, 'extras', 'first'), 'Tocino')?.price).toBeNull();
  });

  it('ignores a half where the unit may not be split', () => {
    const medium = productConfigStart(menu, familyBurger);
    expect(halfFor(medium, 'second')).toBeUndefined();
    expect(halfFor(productConfigSetSize(medium, 106), 'second')).toBe('second');
    expect(ingredientRows(medium, 'extras', 'second').every((r) => !r.disabled)).toBe(true);
  });
});
