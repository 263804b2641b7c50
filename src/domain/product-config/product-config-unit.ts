import type { CartIngredient, CartOptionEntry } from '../cart/cart-item';
import type { Ingredient } from '../menu';
import type { Cents } from '../money';
import { productConfigAllowsHalves, productConfigHalves } from './product-config-halves';
import {
  productConfigHasOwnEntry,
  productConfigMenuPair,
  productConfigMenuProduct,
  productConfigMenuSizes,
  productConfigOptionActive,
} from './product-config-menu';
import { productConfigUnitPrice } from './product-config-price';
import type { ProductConfigState } from './product-config-state';

/** §3.4 the option id of the entry that stands for the configured product itself. */
export const PRODUCT_CONFIG_OWN_OPTION_ID = 0;

const positive = (cents: Cents): Cents => (cents > 0 ? cents : (0 as Cents));

function entry(e: Partial<CartOptionEntry> & Pick<CartOptionEntry, 'type' | 'optionId' | 'name'>) {
  const zero = 0 as Cents;
  const base: CartOptionEntry = {
    type: e.type,
    menuDetailId: null,
    choiceId: null,
    optionId: e.optionId,
    menuId: null,
    name: e.name,
    groupId: null,
    baseId: null,
    sizeId: null,
    allowsHalves: false,
    sizeBasePrice: zero,
    ingredientPrice: zero,
    specialtyPrice: zero,
    hidden: false,
    choices: [],
    extraPrice: zero,
    channel: 'TODOS',
    ingredients: [],
  };
  return { ...base, ...e };
}

function ingredient(i: Ingredient, change: CartIngredient['change'], m1: boolean, m2: boolean) {
  const kind: CartIngredient['kind'] = i.kind === 'specialty' ? 'E' : 'T';
  return {
    menuId: i.id,
    change,
    kind,
    onFirstHalf: m1,
    onSecondHalf: m2,
    name: i.name,
    image: '',
    thumbnail: '',
    ingredients: [],
  };
}

/** §3.4 lstIngredientes: every default (D kept, Q removed), then every added extra (A). */
function ingredientEntries(state: ProductConfigState): CartIngredient[] {
  const [first, second] = productConfigHalves(state);
  const defaults = (state.product.defaultIngredients?.list ?? []).map((i) => {
    const m1 = !first.removed.includes(i.id);
    const m2 = !second.removed.includes(i.id);
    return ingredient(i, m1 || m2 ? 'D' : 'Q', m1, m2);
  });
  const extras = (state.product.extraIngredients?.list ?? []).flatMap((i) => {
    const m1 = first.added.includes(i.id);
    const m2 = second.added.includes(i.id);
    return m1 || m2 ? [ingredient(i, 'A', m1, m2)] : [];
  });
  return [...defaults, ...extras];
}

/** §3.4 the entry for the product itself: its size, base, pair prices and ingredients. */
function ownEntry(state: ProductConfigState): CartOptionEntry {
  const { menu, product } = state;
  const size = productConfigMenuSizes(menu, product.id).find((s) => s.id === state.sizeId);
  const pair = productConfigMenuPair(menu, product.id, state.sizeId, state.baseId);
  return entry({
    type: 'P',
    optionId: PRODUCT_CONFIG_OWN_OPTION_ID,
    menuId: product.id,
    name: product.name,
    baseId: state.baseId,
    sizeId: state.sizeId,
    allowsHalves: productConfigAllowsHalves(state),
    sizeBasePrice: positive(pair?.extraPrice ?? (0 as Cents)),
    ingredientPrice: pair?.ingredientPrice ?? (0 as Cents),
    specialtyPrice: pair?.specialtyPrice ?? (0 as Cents),
    extraPrice: positive(size?.extraPrice ?? (0 as Cents)),
    channel: product.channel,
    ingredients: ingredientEntries(state),
  });
}

/** §3.4 the option entries of a configuration (see productConfigToUnit). */
export function productConfigEntries(state: ProductConfigState): CartOptionEntry[] {
  const { menu, product } = state;
  const entries = productConfigHasOwnEntry(menu, product) ? [ownEntry(state)] : [];
  for (const option of product.options) {
    if (!productConfigOptionActive(option, state.sizeId)) continue;
    const common = { optionId: option.id, hidden: option.hidden, groupId: option.groupId };
    if (option.type === 'ATP') {
      const step = state.steps.find((s) => s.optionId === option.id);
      const picks = (step?.picks ?? []).flatMap((pick) => {
        const choice = option.choices.find((c) => c.id === pick.choiceId);
        if (!choice) return [];
        const channel = productConfigMenuProduct(menu, choice.menuId)?.channel ?? 'TODOS';
        const one = entry({
          ...common,
          type: 'O',
          choiceId: choice.id,
          menuId: choice.menuId,
          name: choice.name,
          groupId: choice.groupId ?? option.groupId,
          sizeId: choice.sizeId,
          extraPrice: positive(choice.extraPrice),
          channel,
        });
        return Array.from({ length: pick.count }, () => one);
      });
      entries.push(entry({ ...common, type: 'ATP', name: option.name, choices: picks }));
      continue;
    }
    const chosen = state.choices.find((c) => c.optionId === option.id);
    const choice = option.choices.find((c) => c.id === chosen?.choiceId);
    if (!chosen || !choice) continue;
    entries.push(
      entry({
        ...common,
        type: option.type,
        choiceId: choice.id,
        menuId: choice.menuId,
        name: choice.name,
        groupId: choice.groupId ?? option.groupId,
        sizeId: choice.sizeId,
        extraPrice: positive(choice.extraPrice),
        channel: productConfigMenuProduct(menu, choice.menuId)?.channel ?? 'TODOS',
        choices: chosen.nested ? productConfigEntries(chosen.nested) : [],
      }),
    );
  }
  return entries;
}

/** §3.4 a configured unit as the cart stores it and the server re-prices it. */
export interface ProductConfigUnit {
  /** P: the price of one configured unit */
  price: Cents;
  /** O: the unit's option entries */
  options: CartOptionEntry[];
}

/**
 * §3.4 the configured unit for cartAdd (unitPrice, options). Layout: products with sizes, bases
 * or ingredient lists (ESF, ESM, sized combos) start with a 'P' entry for the product itself
 * (optionId 0, menuId the product; sizeId, baseId, allowsHalves, sizeBasePrice = base × size
 * PA, ingredientPrice PI, specialtyPrice PE, extraPrice = size PA; lstIngredientes with every
 * default as D or Q and every added extra as A, m1 / m2 saying on which half each one is);
 * then, in menu order, one entry per option shown at the size: an O or P option with its
 * choice (a P entry's `choices` hold the configured product's own entries), an ATP step as an
 * 'ATP' entry whose `choices` hold one 'O' entry per pick, repeats repeated.
 */
export function productConfigToUnit(state: ProductConfigState): ProductConfigUnit {
  return { price: productConfigUnitPrice(state), options: productConfigEntries(state) };
}
