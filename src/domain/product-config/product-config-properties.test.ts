import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  box,
  burger,
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  fries,
  wings,
} from '../../test/product-config-builders';
import type { Channel } from '../menu';
import { productConfigAddPick, productConfigRemovePick } from './product-config-atp';
import { productConfigCanAdd, productConfigProblems } from './product-config-check';
import { productConfigChoose, productConfigUpdateNested } from './product-config-choose';
import { productConfigFromUnit } from './product-config-from-unit';
import { productConfigToggleIngredient } from './product-config-ingredients';
import { productConfigSetQuantity } from './product-config-quantity';
import {
  productConfigSetBase,
  productConfigSetChannel,
  productConfigSetSize,
} from './product-config-select';
import { productConfigStart } from './product-config-start';
import { productConfigBaseList, productConfigSizeList } from './product-config-view';
import type { ProductConfigHalf, ProductConfigState } from './product-config-state';
import { productConfigToUnit } from './product-config-unit';
import { productUnitReprice } from './product-unit-reprice';

const menu = configMenu();
// the half-and-half burger twice: halves need its big size first
const products = [burger, familyBurger, familyBurger, combo, comboSuper, box, wings, fries];
const channels: Channel[] = ['TODOS', 'DOMI', 'LLEV'];
// actions carry indices resolved against the product being configured; an index past the
// end stands for an id the product does not have, so refused actions are exercised too
const index = fc.nat({ max: 12 });

const simpleAction = fc.oneof(
  fc.record({ kind: fc.constant('size' as const), at: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant('base' as const), at: fc.nat({ max: 4 }) }),
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('toggle' as const),
      at: index,
      half: fc.constantFrom<ProductConfigHalf | undefined>(undefined, 'first', 'second'),
    }),
  },
);
const actionArb = fc.oneof(
  { weight: 4, arbitrary: simpleAction },
  fc.record({
    kind: fc.constant('choose' as const),
    option: index,
    choice: index,
    clear: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('channel' as const), channel: fc.constantFrom(...channels) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('nested' as const),
      option: index,
      action: simpleAction,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('pick' as const, 'unpick' as const),
      option: index,
      choice: index,
      times: fc.integer({ min: 1, max: 9 }),
    }),
  },
  fc.record({
    kind: fc.constant('quantity' as const),
    value: fc.integer({ min: -1, max: 5 }),
    blocked: fc.boolean(),
  }),
);
type Simple = typeof simpleAction extends fc.Arbitrary<infer A> ? A : never;
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

const at = <T>(list: readonly T[], i: number): T | undefined => list[i];

function applySimple(s: ProductConfigState, a: Simple): ProductConfigState {
  if (a.kind === 'size')
    return productConfigSetSize(s, at(productConfigSizeList(s), a.at)?.id ?? 999);
  if (a.kind === 'base')
    return productConfigSetBase(s, at(productConfigBaseList(s), a.at)?.baseId ?? 999);
  const all = [
    ...(s.product.defaultIngredients?.list ?? []),
    ...(s.product.extraIngredients?.list ?? []),
  ];
  return productConfigToggleIngredient(s, at(all, a.at)?.id ?? 9999, a.half);
}

/** An option of the product picked by an index, and one of its choices. */
const pickOption = (s: ProductConfigState, option: number, choice = 0) => {
  const o = s.product.options[option % Math.max(s.product.options.length, 1)];
  return { optionId: o?.id ?? -1, choiceId: o?.choices[choice % o.choices.length]?.id ?? -1 };
};

function apply(s: ProductConfigState, a: Action): ProductConfigState {
  switch (a.kind) {
    case 'size':
    case 'base':
    case 'toggle':
      return applySimple(s, a);
    case 'choose': {
      const { optionId, choiceId } = pickOption(s, a.option, a.choice);
      return productConfigChoose(s, optionId, a.clear ? null : choiceId);
    }
    case 'channel':
      return productConfigSetChannel(s, a.channel);
    case 'nested':
      return productConfigUpdateNested(s, pickOption(s, a.option).optionId, (n) =>
        applySimple(n, a.action),
      );
    case 'pick':
    case 'unpick': {
      const { optionId, choiceId } = pickOption(s, a.option, a.choice);
      const act = a.kind === 'pick' ? productConfigAddPick : productConfigRemovePick;
      return Array.from({ length: a.times }).reduce<ProductConfigState>(
        (acc) => act(acc, optionId, choiceId),
        s,
      );
    }
    case 'quantity':
      return productConfigSetQuantity(s, a.value, a.blocked);
  }
}

const stateArb = fc
  .record({
    product: fc.constantFrom(...products),
    channel: fc.constantFrom(...channels),
    actions: fc.array(actionArb, { maxLength: 50, size: 'max' }),
  })
  .map(({ product, channel, actions }) =>
    actions.reduce(apply, productConfigStart(menu, product, channel)),
  );

describe('product configuration properties', () => {
  it('reprices every configuration the engine produces exactly as productConfigToUnit prices it', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const unit = productConfigToUnit(s);
        const reprice = productUnitReprice(menu, s.product, unit.options);
        expect(reprice).toBe(productConfigCanAdd(s) ? unit.price : null);
      }),
      { numRuns: 400 },
    );
  });

  it('only ever leaves an ATP step or an option without a valid choice to complete', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const problems = productConfigProblems(s);
        expect(problems.filter((p) => p !== 'step' && p !== 'option')).toEqual([]);
        if (s.product.options.every((o) => o.type !== 'ATP')) expect(problems).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('prices in whole cents, never below the product price, and reopens units unchanged', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const unit = productConfigToUnit(s);
        expect(Number.isInteger(unit.price)).toBe(true);
        expect(unit.price).toBeGreaterThanOrEqual(s.product.price);
        expect(s.quantity).toBeGreaterThanOrEqual(1);
        const back = productConfigFromUnit(menu, s.product, unit);
        if (productConfigCanAdd(s)) expect(back && productConfigToUnit(back)).toEqual(unit);
        else expect(back).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
