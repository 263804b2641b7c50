import { describe, expect, it } from 'vitest';
import { box, configMenu, wings } from '../../test/product-config-builders';
import {
  productConfigAddPick,
  productConfigAtpMessages,
  productConfigRemovePick,
} from './product-config-atp';
import { productConfigCanAdd } from './product-config-check';
import { productConfigStart } from './product-config-start';
import type { ProductConfigState } from './product-config-state';

const menu = configMenu();
const pick = (s: ProductConfigState, optionId: number, choiceId: number, times = 1) =>
  Array.from({ length: times }).reduce<ProductConfigState>(
    (acc) => productConfigAddPick(acc, optionId, choiceId),
    s,
  );
const fullBox = () =>
  pick(
    pick(pick(pick(productConfigStart(menu, box), 3040, 5154, 5), 3040, 5156, 3), 3041, 5158, 2),
    3042,
    5164,
  );

describe('ATP steps (§3.4, §5.4)', () => {
  it('reports every step with too few picks as an error with what is missing', () => {
    const messages = productConfigAtpMessages(productConfigStart(menu, box));
    expect(messages).toEqual([
      { index: 0, name: 'Paso 1: elige 8 piezas de pollo', error: true, message: 'Elige 8 más' },
      { index: 1, name: 'Paso 3041', error: true, message: 'Elige 2 más' },
      { index: 2, name: 'Paso 3042', error: true, message: 'Elige 1 más' },
    ]);
  });

  it('counts repeated picks and says Configurado correctamente at exactly the required picks', () => {
    const seven = pick(productConfigStart(menu, box), 3040, 5155, 7);
    expect(productConfigAtpMessages(seven)[0]).toMatchObject({
      error: true,
      message: 'Elige 1 más',
    });
    const eight = pick(seven, 3040, 5154);
    expect(eight.steps[0]?.picks).toEqual([
      { choiceId: 5154, count: 1 },
      { choiceId: 5155, count: 7 },
    ]);
    expect(productConfigAtpMessages(eight)[0]).toMatchObject({
      error: false,
      message: 'Configurado correctamente',
    });
  });

  it('refuses a pick beyond the step maximum', () => {
    const eight = pick(productConfigStart(menu, box), 3040, 5155, 8);
    expect(productConfigAddPick(eight, 3040, 5154)).toBe(eight);
  });

  it('flags a step holding too many picks (a unit read back from elsewhere)', () => {
    const s = productConfigStart(menu, box);
    const nine: ProductConfigState = {
      ...s,
      steps: [{ optionId: 3040, picks: [{ choiceId: 5155, count: 9 }] }, ...s.steps.slice(1)],
    };
    expect(productConfigAtpMessages(nine)[0]).toMatchObject({
      error: true,
      message: 'Elige como máximo 8',
    });
  });

  it('removes one pick at a time and drops a choice at zero', () => {
    const two = pick(productConfigStart(menu, box), 3041, 5159, 2);
    const one = productConfigRemovePick(two, 3041, 5159);
    expect(one.steps[1]?.picks).toEqual([{ choiceId: 5159, count: 1 }]);
    const none = productConfigRemovePick(one, 3041, 5159);
    expect(none.steps[1]?.picks).toEqual([]);
    expect(productConfigRemovePick(none, 3041, 5159)).toBe(none);
  });

  it('refuses picks of unknown steps or choices and of choices the channel does not serve', () => {
    const s = productConfigStart(menu, wings, 'DOMI');
    expect(productConfigAddPick(s, 3044, 5170)).toBe(s);
    expect(productConfigAddPick(s, 3044, 9999)).toBe(s);
    expect(productConfigAddPick(s, 9999, 5169)).toBe(s);
  });

  it('accepts any count between MIN and MAX', () => {
    let s = pick(productConfigStart(menu, wings), 3044, 5169);
    s = pick(s, 3043, 5165);
    expect(productConfigAtpMessages(s).some((m) => m.error)).toBe(false);
    s = pick(s, 3043, 5168);
    expect(productConfigAtpMessages(s).some((m) => m.error)).toBe(false);
    expect(productConfigAddPick(s, 3043, 5165)).toBe(s);
  });

  it('cannot be added while a step has an error, and can once every step is done', () => {
    const almost = productConfigRemovePick(fullBox(), 3042, 5164);
    expect(productConfigAtpMessages(almost).some((m) => m.error)).toBe(true);
    expect(productConfigCanAdd(almost)).toBe(false);
    expect(productConfigCanAdd(fullBox())).toBe(true);
  });
});
