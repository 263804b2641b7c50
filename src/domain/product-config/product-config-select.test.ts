import { describe, expect, it } from 'vitest';
import {
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  burger,
  wings,
} from '../../test/product-config-builders';
import { productConfigAddPick } from './product-config-atp';
import { productConfigChoose, productConfigUpdateNested } from './product-config-choose';
import { productConfigToggleIngredient } from './product-config-ingredients';
import {
  productConfigSetBase,
  productConfigSetChannel,
  productConfigSetSize,
} from './product-config-select';
import { productConfigStart } from './product-config-start';

const menu = configMenu();
const choiceOf = (s: ReturnType<typeof productConfigStart>, optionId: number) =>
  s.choices.find((c) => c.optionId === optionId)?.choiceId;

describe('productConfigSetSize', () => {
  it('reselects the drink of the new size and keeps choices that have no size (§4.5)', () => {
    const s = productConfigSetSize(productConfigStart(menu, combo), 111);
    expect(s.sizeId).toBe(111);
    expect(choiceOf(s, 3003)).toBe(5008);
    const horchata = productConfigChoose(productConfigStart(menu, combo), 3003, 5011);
    expect(choiceOf(productConfigSetSize(horchata, 112), 3003)).toBe(5011);
  });

  it('keeps the side and the configured burger, which have no size', () => {
    const start = productConfigUpdateNested(productConfigStart(menu, combo), 3001, (b) =>
      productConfigToggleIngredient(b, 7101),
    );
    const s = productConfigSetSize(productConfigChoose(start, 3002, 5004), 112);
    expect(choiceOf(s, 3002)).toBe(5004);
    expect(s.choices[0]?.nested).toBe(start.choices[0]?.nested);
  });

  it('reselects an option that only exists at the new size, and falls back past a sized default', () => {
    const s = productConfigSetSize(productConfigStart(menu, comboSuper), 115);
    expect(choiceOf(s, 3006)).toBe(5024);
    expect(choiceOf(s, 3007)).toBe(5028);
  });

  it('keeps the bread when the new size has it, else takes the first bread of that size', () => {
    const brioche = productConfigSetBase(productConfigStart(menu, burger), 402);
    expect(productConfigSetSize(brioche, 101).baseId).toBe(402);
    const integral = productConfigSetBase(productConfigStart(menu, burger), 403);
    expect(productConfigSetSize(integral, 101).baseId).toBe(401);
  });

  it('leaves the state as it is for an unknown size or the same size', () => {
    const s = productConfigStart(menu, burger);
    expect(productConfigSetSize(s, 999)).toBe(s);
    expect(productConfigSetSize(s, 100)).toBe(s);
  });

  it('clears the halves when the new size does not permit them, keeping the first half', () => {
    let s = productConfigSetSize(productConfigStart(menu, familyBurger), 106);
    s = productConfigToggleIngredient(s, 7101, 'first');
    s = productConfigToggleIngredient(s, 7003, 'second');
    expect(s.secondHalf).not.toBeNull();
    const whole = productConfigSetSize(s, 105);
    expect(whole.secondHalf).toBeNull();
    expect(whole.ingredients).toEqual({ removed: [], added: [7101] });
  });

  it('keeps the halves when the new size permits them too', () => {
    const big = { ...menu, sizes: [...menu.sizes, { ...menu.sizes[3]!, id: 107, order: 3 }] };
    big.bases = [
      ...menu.bases,
      ...menu.bases.filter((b) => b.sizeId === 106).map((b) => ({ ...b, sizeId: 107 })),
    ];
    let s = productConfigSetSize(productConfigStart(big, familyBurger), 106);
    s = productConfigToggleIngredient(s, 7101, 'first');
    expect(productConfigSetSize(s, 107).secondHalf).toEqual(s.secondHalf);
  });
});

describe('productConfigSetBase', () => {
  it('changes the bread only to one of the chosen size', () => {
    const s = productConfigStart(menu, burger);
    expect(productConfigSetBase(s, 404).baseId).toBe(404);
    const double = productConfigSetSize(s, 101);
    expect(productConfigSetBase(double, 404)).toBe(double);
  });

  it('clears the halves when the new pair does not permit them', () => {
    const mixed = configMenu();
    mixed.bases = mixed.bases.map((b) =>
      b.menuId === 1125 && b.sizeId === 106 && b.baseId === 402 ? { ...b, allowsHalves: false } : b,
    );
    let s = productConfigSetSize(productConfigStart(mixed, familyBurger), 106);
    s = productConfigToggleIngredient(s, 7002, 'second');
    expect(s.secondHalf).not.toBeNull();
    const brioche = productConfigSetBase(s, 402);
    expect(brioche.secondHalf).toBeNull();
    expect(brioche.ingredients).toEqual({ removed: [], added: [] });
  });
});

describe('productConfigSetChannel', () => {
  it('reselects choices whose product does not serve the channel (§4.5)', () => {
    const s = productConfigSetSize(productConfigStart(menu, comboSuper), 115);
    const home = productConfigSetChannel(s, 'DOMI');
    expect(choiceOf(home, 3007)).toBe(5027);
    expect(choiceOf(productConfigSetChannel(s, 'LLEV'), 3007)).toBe(5028);
    expect(productConfigSetChannel(s, 'TODOS')).toBe(s);
  });

  it('drops ATP picks whose product does not serve the channel', () => {
    const s = productConfigAddPick(productConfigStart(menu, wings), 3044, 5170);
    const home = productConfigSetChannel(s, 'DOMI');
    expect(home.steps[1]?.picks).toEqual([]);
    expect(home.steps[0]).toBe(s.steps[0]);
  });

  it('passes the channel to the product configured inside, keeping its configuration', () => {
    const s = productConfigUpdateNested(productConfigStart(menu, combo), 3001, (b) =>
      productConfigSetBase(b, 402),
    );
    const home = productConfigSetChannel(s, 'DOMI');
    expect(home.choices[0]?.nested?.channel).toBe('DOMI');
    expect(home.choices[0]?.nested?.baseId).toBe(402);
  });
});

describe('productConfigChoose', () => {
  it('chooses a valid choice and refuses one of another size, an unknown one or another channel', () => {
    const s = productConfigStart(menu, combo);
    expect(choiceOf(productConfigChoose(s, 3003, 5013), 3003)).toBe(5013);
    expect(productConfigChoose(s, 3003, 5009)).toBe(s);
    expect(productConfigChoose(s, 3003, 9999)).toBe(s);
    expect(productConfigChoose(s, 9999, 5013)).toBe(s);
    const home = productConfigSetSize(productConfigStart(menu, comboSuper, 'DOMI'), 115);
    expect(productConfigChoose(home, 3007, 5028)).toBe(home);
  });

  it('refuses to clear a required option and clears an optional one', () => {
    const s = productConfigStart(menu, combo);
    expect(productConfigChoose(s, 3002, null)).toBe(s);
    const optional = {
      ...combo,
      options: combo.options.map((o) => (o.id === 3002 ? { ...o, min: 0 } : o)),
    };
    const o = productConfigStart({ ...menu, products: [...menu.products, optional] }, optional);
    expect(choiceOf(productConfigChoose(o, 3002, null), 3002)).toBeNull();
  });

  it('changes the burger inside a P option only through productConfigUpdateNested', () => {
    const s = productConfigStart(menu, combo);
    const next = productConfigUpdateNested(s, 3001, (b) => productConfigToggleIngredient(b, 7003));
    expect(next.choices[0]?.nested?.ingredients.removed).toEqual([7003]);
    expect(productConfigUpdateNested(s, 3002, (b) => b)).toBe(s);
    expect(productConfigUpdateNested(s, 3001, () => productConfigStart(menu, familyBurger))).toBe(
      s,
    );
  });
});
