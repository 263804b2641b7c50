import { describe, expect, it } from 'vitest';
import { productConfigAddPick } from '../../domain/product-config/product-config-atp';
import { productConfigCanAdd } from '../../domain/product-config/product-config-check';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { box, burger, combo, configMenu, wings } from '../../test/product-config-builders';
import { addToBagReason } from './add-to-bag-reason';

const menu = configMenu();
const picks = (s: ProductConfigState, optionId: number, choiceId: number, times: number) =>
  Array.from({ length: times }).reduce<ProductConfigState>(
    (acc) => productConfigAddPick(acc, optionId, choiceId),
    s,
  );

describe('addToBagReason (§5.4)', () => {
  it('is null exactly when the engine lets the product be added', () => {
    for (const product of [burger, combo, wings, box]) {
      const s = productConfigStart(menu, product);
      expect(addToBagReason(s) === null).toBe(productConfigCanAdd(s));
    }
  });

  it('names the first ATP step still missing picks with the engine message', () => {
    let s = productConfigStart(menu, box);
    expect(addToBagReason(s)).toBe('Paso 1: elige 8 piezas de pollo: Elige 8 más');
    s = picks(s, 3040, 5155, 8);
    expect(addToBagReason(s)).toBe('Paso 3041: Elige 2 más');
    s = picks(picks(s, 3041, 5159, 2), 3042, 5163, 1);
    expect(addToBagReason(s)).toBeNull();
  });

  it('words the other problems: a quantity below 1, a required option left empty', () => {
    const start = productConfigStart(menu, burger);
    expect(addToBagReason({ ...start, quantity: 0 })).toBe('La cantidad mínima es 1');
    const c = productConfigStart(menu, combo);
    const empty = { ...c, choices: c.choices.map((x) => ({ ...x, choiceId: null, nested: null })) };
    expect(addToBagReason(empty)).toBe('Completa las opciones de tu producto');
    expect(addToBagReason({ ...start, sizeId: 999 })).toBe('Elige un tamaño');
  });
});
