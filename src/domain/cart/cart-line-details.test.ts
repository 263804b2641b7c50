import { describe, expect, it } from 'vitest';
import { box, burger, combo, configMenu, familyBurger } from '../../test/product-config-builders';
import { productConfigAddPick } from '../product-config/product-config-atp';
import { productConfigUpdateNested } from '../product-config/product-config-choose';
import { productConfigToggleIngredient } from '../product-config/product-config-ingredients';
import {
  productConfigSetBase,
  productConfigSetSize,
} from '../product-config/product-config-select';
import { productConfigStart } from '../product-config/product-config-start';
import type { ProductConfigState } from '../product-config/product-config-state';
import { productConfigToUnit } from '../product-config/product-config-unit';
import { cartLineDetails } from './cart-line-details';

const menu = configMenu();
const details = (s: ProductConfigState) => cartLineDetails(productConfigToUnit(s).options, menu);
const toggle = (s: ProductConfigState, ids: number[], half?: 'first' | 'second') =>
  ids.reduce((acc, id) => productConfigToggleIngredient(acc, id, half), s);

describe('cartLineDetails (§2.7, §4.5)', () => {
  it('names only the size and bread of a burger left as it comes', () => {
    expect(details(productConfigStart(menu, burger))).toEqual(['Tamaño: Tamaño 100', 'Pan 401']);
  });

  it('names the size and bread chosen, removed defaults and added extras', () => {
    const s = toggle(
      productConfigSetBase(productConfigSetSize(productConfigStart(menu, burger), 101), 402),
      [7005, 7101],
    );
    expect(details(s)).toEqual(['Tamaño: Tamaño 101', 'Pan 402', 'Sin Cebolla', 'Extra Tocino']);
  });

  it('tells the halves of a half-and-half burger apart', () => {
    const family = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    const s = toggle(toggle(family, [7101], 'first'), [7005], 'second');
    expect(details(s)).toEqual(
      expect.arrayContaining(['Mitad y mitad', 'Extra Tocino (mitad 1)', 'Sin Cebolla (mitad 2)']),
    );
  });

  it('lists combo choices, with the configured burger inside in brackets', () => {
    const s = productConfigUpdateNested(productConfigStart(menu, combo), 3001, (inner) =>
      toggle(inner, [7004]),
    );
    const lines = details(s);
    expect(lines.some((line) => /\(.*Sin Tomate.*\)$/.test(line))).toBe(true);
    // the combo's size, the burger, the side and the drink
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Tamaño: Tamaño 110');
  });

  it('counts repeated ATP picks by name', () => {
    let s = productConfigStart(menu, box);
    for (let i = 0; i < 3; i += 1) s = productConfigAddPick(s, 3040, 5155);
    s = productConfigAddPick(s, 3040, 5154);
    const [first] = details(s);
    expect(first).toMatch(/×3/);
    expect(first?.split(', ')).toHaveLength(2);
  });
});
