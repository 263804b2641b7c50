import { describe, expect, it } from 'vitest';
import {
  box,
  burger,
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  fries,
} from '../../test/product-config-builders';
import type { CartIngredient, CartOptionEntry } from '../cart/cart-item';
import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { productIdOf } from '../product-id';
import { productConfigAddPick } from './product-config-atp';
import { productConfigToggleIngredient } from './product-config-ingredients';
import { productConfigSetSize } from './product-config-select';
import { productConfigStart } from './product-config-start';
import type { ProductConfigMenu, ProductConfigState } from './product-config-state';
import { productConfigToUnit } from './product-config-unit';
import { productUnitReprice } from './product-unit-reprice';

const menu = configMenu();
const toggle = (s: ProductConfigState, ids: number[], half?: 'first' | 'second') =>
  ids.reduce((acc, id) => productConfigToggleIngredient(acc, id, half), s);
const withProduct = (m: ProductConfigMenu, p: MenuProduct): ProductConfigMenu => ({
  ...m,
  products: m.products.map((x) => (x.id === p.id ? p : x)),
});
/** The unit's entries with the first entry changed. */
const editFirst = (options: CartOptionEntry[], edit: Partial<CartOptionEntry>) => [
  { ...options[0]!, ...edit },
  ...options.slice(1),
];
const editIngredients = (
  options: CartOptionEntry[],
  edit: (list: CartIngredient[]) => CartIngredient[],
) => editFirst(options, { ingredients: edit(options[0]!.ingredients) });
const fullBox = () => {
  let s = productConfigStart(menu, box);
  for (let i = 0; i < 8; i += 1) s = productConfigAddPick(s, 3040, 5155);
  s = productConfigAddPick(productConfigAddPick(s, 3041, 5158), 3041, 5159);
  return productConfigAddPick(s, 3042, 5163);
};

describe('productUnitReprice: the same price as the configuration (§4.5, §5.4)', () => {
  it('reprices a burger, a half-and-half burger, a combo, an ATP product and a simple product', () => {
    const big = toggle(
      toggle(productConfigSetSize(productConfigStart(menu, familyBurger), 106), [7101], 'first'),
      [7103],
    );
    const cases: ProductConfigState[] = [
      toggle(productConfigStart(menu, burger), [7002, 7101, 7104]),
      big,
      productConfigSetSize(productConfigStart(menu, combo), 112),
      fullBox(),
      productConfigStart(menu, fries),
    ];
    for (const s of cases) {
      const unit = productConfigToUnit(s);
      expect(productUnitReprice(menu, s.product, unit.options)).toBe(unit.price);
    }
  });

  it('takes the current menu prices, not those written in the entries', () => {
    const unit = productConfigToUnit(toggle(productConfigStart(menu, burger), [7101]));
    const dearer = withProduct(menu, { ...burger, price: 400 as Cents });
    expect(productUnitReprice(dearer, dearer.products[0]!, unit.options)).toBe(400 + 99);
    const cheap = editIngredients(unit.options, (list) =>
      list.map((i) => ({ ...i, name: 'gratis' })),
    );
    expect(productUnitReprice(menu, burger, editFirst(cheap, { extraPrice: -500 as Cents }))).toBe(
      448,
    );
  });
});

describe('productUnitReprice: tampering and menu changes give null', () => {
  it('detects a forged price', () => {
    const unit = productConfigToUnit(toggle(productConfigStart(menu, burger), [7101]));
    expect(unit.price).not.toBe(349);
    expect(productUnitReprice(menu, burger, unit.options)).toBe(unit.price);
  });

  it('refuses an unknown choice, a choice naming another product, a repeated or unknown option', () => {
    const { options } = productConfigToUnit(productConfigStart(menu, combo));
    const side = options.findIndex((o) => o.optionId === 3002);
    const swap = (edit: Partial<CartOptionEntry>) =>
      options.map((o, i) => (i === side ? { ...o, ...edit } : o));
    expect(productUnitReprice(menu, combo, swap({ choiceId: 9999 }))).toBeNull();
    expect(productUnitReprice(menu, combo, swap({ menuId: productIdOf(1003) }))).toBeNull();
    expect(productUnitReprice(menu, combo, swap({ optionId: 9999 }))).toBeNull();
    expect(productUnitReprice(menu, combo, swap({ type: 'P' }))).toBeNull();
    expect(productUnitReprice(menu, combo, [...options, options[side]!])).toBeNull();
    expect(
      productUnitReprice(
        menu,
        combo,
        options.filter((_, i) => i !== side),
      ),
    ).toBeNull();
  });

  it('refuses a choice of another size and an option that only exists at another size', () => {
    const { options } = productConfigToUnit(productConfigStart(menu, combo));
    const bigDrink = options.map((o) =>
      o.optionId === 3003 ? { ...o, choiceId: 5009, menuId: productIdOf(1503) } : o,
    );
    expect(productUnitReprice(menu, combo, bigDrink)).toBeNull();
    const s = productConfigStart(menu, comboSuper);
    const dessert = { ...productConfigToUnit(productConfigSetSize(s, 115)).options.at(-1)! };
    expect(dessert.optionId).toBe(3007);
    expect(
      productUnitReprice(menu, comboSuper, [...productConfigToUnit(s).options, dessert]),
    ).toBeNull();
  });

  it('refuses a unit whose option or choice the menu removed', () => {
    const { options } = productConfigToUnit(productConfigStart(menu, combo));
    const noSide = { ...combo, options: combo.options.filter((o) => o.id !== 3002) };
    expect(productUnitReprice(withProduct(menu, noSide), noSide, options)).toBeNull();
    const noFries = {
      ...combo,
      options: combo.options.map((o) =>
        o.id === 3002 ? { ...o, choices: o.choices.slice(1) } : o,
      ),
    };
    expect(productUnitReprice(withProduct(menu, noFries), noFries, options)).toBeNull();
  });

  it('refuses a size or base the product no longer has', () => {
    const { options } = productConfigToUnit(
      productConfigSetSize(productConfigStart(menu, burger), 101),
    );
    expect(
      productUnitReprice(
        configMenu({ sizes: menu.sizes.filter((s) => s.id !== 101) }),
        burger,
        options,
      ),
    ).toBeNull();
    const noBread = configMenu({
      bases: menu.bases.filter((b) => !(b.sizeId === 101 && b.baseId === 401)),
    });
    expect(productUnitReprice(noBread, burger, options)).toBeNull();
    expect(productUnitReprice(menu, burger, editFirst(options, { baseId: 403 }))).toBeNull();
    expect(productUnitReprice(menu, burger, editFirst(options, { sizeId: null }))).toBeNull();
    expect(productUnitReprice(menu, burger, [])).toBeNull();
  });

  it('refuses half-and-half once the size no longer permits halves (PM not S)', () => {
    const s = toggle(
      productConfigSetSize(productConfigStart(menu, familyBurger), 106),
      [7101],
      'first',
    );
    const { options } = productConfigToUnit(s);
    expect(productUnitReprice(menu, familyBurger, options)).not.toBeNull();
    const noHalves = configMenu({ bases: menu.bases.map((b) => ({ ...b, allowsHalves: false })) });
    expect(productUnitReprice(noHalves, familyBurger, options)).toBeNull();
    const whole = productConfigToUnit(
      toggle(productConfigSetSize(productConfigStart(menu, familyBurger), 106), [7101]),
    );
    expect(productUnitReprice(noHalves, familyBurger, whole.options)).toBe(whole.price);
  });

  it('refuses halves forged on a burger that never has them', () => {
    const { options } = productConfigToUnit(toggle(productConfigStart(menu, burger), [7101]));
    const half = editIngredients(options, (list) =>
      list.map((i) => (i.menuId === 7101 ? { ...i, onSecondHalf: false } : i)),
    );
    expect(productUnitReprice(menu, burger, half)).toBeNull();
  });

  it('refuses a removed default below the TDE minimum', () => {
    const atMin = toggle(productConfigStart(menu, burger), [7001, 7002, 7003, 7004, 7005]);
    const { options } = productConfigToUnit(atMin);
    expect(productUnitReprice(menu, burger, options)).toBe(349);
    const none = editIngredients(options, (list) =>
      list.map((i) => ({ ...i, change: 'Q' as const, onFirstHalf: false, onSecondHalf: false })),
    );
    expect(productUnitReprice(menu, burger, none)).toBeNull();
  });

  it('refuses more extras than allowed: OPA on the whole, TDI max distinct on halves', () => {
    const { options } = productConfigToUnit(
      toggle(productConfigStart(menu, burger), [7101, 7102, 7103]),
    );
    const extra = (id: number, m1 = true, m2 = true): CartIngredient => ({
      ...options[0]!.ingredients.at(-1)!,
      menuId: id,
      onFirstHalf: m1,
      onSecondHalf: m2,
    });
    expect(
      productUnitReprice(
        menu,
        burger,
        editIngredients(options, (l) => [...l, extra(7104)]),
      ),
    ).toBeNull();
    const big = productConfigToUnit(
      toggle(
        toggle(
          productConfigSetSize(productConfigStart(menu, familyBurger), 106),
          [7101, 7102, 7103],
          'first',
        ),
        [7104],
        'second',
      ),
    );
    expect(productUnitReprice(menu, familyBurger, big.options)).toBe(big.price);
    const fifth = editIngredients(big.options, (l) => [...l, extra(7105, false, true)]);
    expect(productUnitReprice(menu, familyBurger, fifth)).toBeNull();
  });

  it('refuses toppings or specialties no longer listed, repeated ones and inconsistent marks', () => {
    const { options } = productConfigToUnit(toggle(productConfigStart(menu, burger), [7101]));
    const noBacon = {
      ...burger,
      extraIngredients: {
        ...burger.extraIngredients!,
        list: burger.extraIngredients!.list.slice(1),
      },
    };
    expect(productUnitReprice(withProduct(menu, noBacon), noBacon, options)).toBeNull();
    const edit = (e: (list: CartIngredient[]) => CartIngredient[]) =>
      productUnitReprice(menu, burger, editIngredients(options, e));
    expect(edit((l) => [...l, l[0]!])).toBeNull();
    expect(
      edit((l) => l.map((i) => (i.menuId === 7101 ? { ...i, change: 'D' as const } : i))),
    ).toBeNull();
    expect(
      edit((l) => l.map((i) => (i.menuId === 7002 ? { ...i, change: 'A' as const } : i))),
    ).toBeNull();
    expect(
      edit((l) => l.map((i) => (i.menuId === 7002 ? { ...i, change: 'Q' as const } : i))),
    ).toBeNull();
    expect(
      edit((l) =>
        l.map((i) => (i.menuId === 7101 ? { ...i, onFirstHalf: false, onSecondHalf: false } : i)),
      ),
    ).toBeNull();
  });

  it('counts a default the unit does not mention as kept', () => {
    const unit = productConfigToUnit(toggle(productConfigStart(menu, burger), [7101]));
    const shorter = editIngredients(unit.options, (l) => l.filter((i) => i.menuId !== 7006));
    expect(productUnitReprice(menu, burger, shorter)).toBe(unit.price);
  });

  it('refuses ATP steps without their required picks, too few or too many', () => {
    const { options } = productConfigToUnit(fullBox());
    const step = options[0]!;
    expect(productUnitReprice(menu, box, options)).toBe(1599 + 50);
    const fewer = [{ ...step, choices: step.choices.slice(1) }, ...options.slice(1)];
    expect(productUnitReprice(menu, box, fewer)).toBeNull();
    const more = [{ ...step, choices: [...step.choices, step.choices[0]!] }, ...options.slice(1)];
    expect(productUnitReprice(menu, box, more)).toBeNull();
    const foreign = [
      { ...step, choices: [...step.choices.slice(1), { ...options[1]!.choices[0]! }] },
      ...options.slice(1),
    ];
    expect(productUnitReprice(menu, box, foreign)).toBeNull();
    expect(productUnitReprice(menu, box, options.slice(0, 2))).toBeNull();
  });

  it('refuses a tampered burger inside a combo', () => {
    const { options } = productConfigToUnit(productConfigStart(menu, combo));
    const p = options.findIndex((o) => o.optionId === 3001);
    const inside = options[p]!.choices;
    const tampered = editIngredients(inside, (l) => [...l, { ...l[0]!, menuId: 7999 }]);
    expect(
      productUnitReprice(
        menu,
        combo,
        options.map((o, i) => (i === p ? { ...o, choices: tampered } : o)),
      ),
    ).toBeNull();
    expect(
      productUnitReprice(
        menu,
        combo,
        options.map((o, i) => (i === p ? { ...o, choices: [] } : o)),
      ),
    ).toBeNull();
  });

  it('refuses any entry on a simple product', () => {
    const { options } = productConfigToUnit(productConfigStart(menu, combo));
    expect(productUnitReprice(menu, fries, [])).toBe(100);
    expect(productUnitReprice(menu, fries, options.slice(1, 2))).toBeNull();
  });
});
