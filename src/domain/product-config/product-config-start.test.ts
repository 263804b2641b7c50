import { describe, expect, it } from 'vitest';
import {
  baseSize,
  box,
  burger,
  choice,
  combo,
  comboSuper,
  configMenu,
  fries,
  option,
} from '../../test/product-config-builders';
import { product } from '../../test/menu-builders';
import { productConfigUnitPrice } from './product-config-price';
import { productConfigStart } from './product-config-start';

const menu = configMenu();

describe('productConfigStart', () => {
  it('starts a burger at its first size by order, the first bread of that size, all defaults kept', () => {
    const s = productConfigStart(menu, burger);
    expect([s.sizeId, s.baseId, s.quantity, s.channel]).toEqual([100, 401, 1, 'TODOS']);
    expect(s.ingredients).toEqual({ removed: [], added: [] });
    expect(s.secondHalf).toBeNull();
    expect(s.choices).toEqual([]);
  });

  it('starts a combo with each option default (DM) and its burger configured inside', () => {
    const s = productConfigStart(menu, combo);
    expect(s.sizeId).toBe(110);
    expect(s.choices.map((c) => [c.optionId, c.choiceId])).toEqual([
      [3001, 5001],
      [3002, 5002],
      [3003, 5007],
    ]);
    const nested = s.choices[0]?.nested;
    expect(nested?.product.id).toBe(1101);
    expect([nested?.sizeId, nested?.baseId, nested?.depth]).toEqual([100, 401, 1]);
    expect(s.choices[1]?.nested).toBeNull();
  });

  it('takes the first valid choice when the default (DM) is not valid for the first size', () => {
    const odd = product({
      id: 1302,
      type: 'CMB',
      options: [
        option(
          'O',
          3006,
          [choice(5021, 1502, 0, 114), choice(5024, 1521), choice(5020, 1501, 0, 113)],
          {
            defaultChoiceId: 5021,
          },
        ),
      ],
    });
    expect(productConfigStart(menu, odd).choices[0]?.choiceId).toBe(5024);
  });

  it('takes the first valid choice when the default does not serve the channel', () => {
    const s = productConfigStart(menu, comboSuper, 'DOMI');
    expect(s.choices.find((c) => c.optionId === 3007)?.choiceId).toBe(5027);
    const toGo = productConfigStart(menu, comboSuper, 'LLEV');
    expect(toGo.choices.find((c) => c.optionId === 3007)?.choiceId).toBe(5028);
  });

  it('leaves a required option empty when none of its choices is valid', () => {
    const onlyToGo = product({
      id: 1400,
      type: 'CMB',
      options: [option('O', 1, [choice(11, 1601)], { defaultChoiceId: 11 })],
    });
    expect(productConfigStart(menu, onlyToGo, 'DOMI').choices[0]?.choiceId).toBeNull();
  });

  it('starts an ATP product with every step empty and a simple product with nothing to set', () => {
    expect(productConfigStart(menu, box).steps).toEqual([
      { optionId: 3040, picks: [] },
      { optionId: 3041, picks: [] },
      { optionId: 3042, picks: [] },
    ]);
    const s = productConfigStart(menu, fries);
    expect([s.sizeId, s.baseId, s.choices, s.steps]).toEqual([null, null, [], []]);
  });

  it('does not configure a P option whose product loops back into itself forever', () => {
    const loop = product({
      id: 1500,
      type: 'CMB',
      options: [option('P', 1, [choice(11, 1500)], { defaultChoiceId: 11 })],
    });
    const s = productConfigStart({ ...menu, products: [...menu.products, loop] }, loop);
    let depth = 0;
    let nested = s.choices[0]?.nested ?? null;
    while (nested) {
      depth = nested.depth;
      nested = nested.choices[0]?.nested ?? null;
    }
    expect(depth).toBe(3);
  });

  it('starts on the bread without a surcharge, even when the menu lists a dearer one first', () => {
    const dearFirst = configMenu({
      bases: [
        baseSize(1101, 402, 100, 0.5),
        baseSize(1101, 403, 100, 0.25),
        baseSize(1101, 401, 100, 0),
      ],
    });
    const s = productConfigStart(dearFirst, burger);
    expect(s.baseId).toBe(401);
    expect(productConfigUnitPrice(s)).toBe(burger.price);
  });
});
