import { describe, expect, it } from 'vitest';
import { product } from '../test/menu-builders';
import type { ProductOption } from './menu';
import type { BaseSize, ProductSize } from './menu-data';
import { centsFromAmount } from './money';
import { productIdOf } from './product-id';
import { productSummary } from './product-summary';

const c = centsFromAmount;
const option = (o: Partial<ProductOption> & { id: number; name: string }): ProductOption => ({
  type: 'O',
  description: '',
  defaultChoiceId: null,
  sizeId: null,
  groupId: null,
  hidden: false,
  min: 1,
  max: 1,
  choices: [],
  ...o,
});
const choice = (id: number, name: string) => ({
  id,
  menuId: null,
  name,
  description: '',
  extraPrice: c(0),
  sizeId: null,
  groupId: null,
});
const size = (id: number, name: string, order: number, extra = 0): ProductSize => ({
  id,
  menuId: productIdOf(1302),
  name,
  extraPrice: c(extra),
  order,
});
const base = (name: string, sizeId: number): BaseSize => ({
  menuId: productIdOf(1102),
  baseId: 1,
  name,
  sizeId,
  extraPrice: c(0),
  allowsHalves: false,
  specialtyPrice: c(0),
  ingredientPrice: c(0),
});

describe('productSummary (§3.3)', () => {
  it('lists sizes in order and visible options, merging per-size duplicates', () => {
    const combo = product({
      id: 1302,
      type: 'CMB',
      options: [
        option({ id: 1, name: 'Hamburguesa', hidden: true, choices: [choice(1, 'Doble')] }),
        option({ id: 2, name: 'Elige tu bebida', sizeId: 113, choices: [choice(2, 'Soda 16 oz')] }),
        option({ id: 3, name: 'Elige tu bebida', sizeId: 114, choices: [choice(3, 'Soda 21 oz')] }),
        option({ id: 4, name: 'Vacía', choices: [] }),
      ],
    });
    const summary = productSummary(combo, {
      sizes: [
        size(114, 'Agrandado', 2, 0.75),
        size(113, 'Regular', 1),
        { ...size(1, 'Otro', 0), menuId: productIdOf(9) },
      ],
      bases: [],
    });
    expect(summary.sizes).toEqual([
      { name: 'Regular', extraPrice: c(0) },
      { name: 'Agrandado', extraPrice: c(0.75) },
    ]);
    expect(summary.lines).toEqual([
      { title: 'Elige tu bebida', items: ['Soda 16 oz', 'Soda 21 oz'] },
    ]);
  });

  it('adds the breads and default ingredients of a configurable burger', () => {
    const burger = product({
      id: 1102,
      type: 'ESF',
      defaultIngredients: {
        min: 0,
        max: 5,
        maxExtras: null,
        list: [
          { id: 1, name: 'Queso', price: c(0), kind: 'topping' },
          { id: 2, name: 'Tomate', price: c(0), kind: 'topping' },
        ],
      },
    });
    const summary = productSummary(burger, {
      sizes: [],
      bases: [base('Pan clásico', 1), base('Pan clásico', 2), base('Pan brioche', 1)],
    });
    expect(summary.lines).toEqual([
      { title: 'Tipo de pan', items: ['Pan clásico', 'Pan brioche'] },
      { title: 'Ingredientes', items: ['Queso', 'Tomate'] },
    ]);
  });

  it('is empty for a simple product', () => {
    expect(productSummary(product({ id: 1 }), { sizes: [], bases: [] })).toEqual({
      sizes: [],
      lines: [],
    });
  });
});
