import type { CartIngredient, CartOptionEntry } from '../cart/cart-item';
import type { Channel, MenuProduct, ProductOption } from '../menu';
import { productConfigProblems } from './product-config-check';
import { productConfigWithHalves } from './product-config-halves';
import {
  productConfigHasOwnEntry,
  productConfigMenuProduct,
  productConfigOptionActive,
} from './product-config-menu';
import { productConfigStartAt, productConfigWithChannel } from './product-config-start';
import {
  PRODUCT_CONFIG_MAX_DEPTH,
  type ProductConfigChoice,
  type ProductConfigIngredients,
  type ProductConfigMenu,
  type ProductConfigPick,
  type ProductConfigState,
  type ProductConfigStep,
} from './product-config-state';
import { PRODUCT_CONFIG_OWN_OPTION_ID } from './product-config-unit';

type Halves = [ProductConfigIngredients, ProductConfigIngredients];

const inOrder = (list: readonly { id: number }[], ids: Set<number>) =>
  list.filter((i) => ids.has(i.id)).map((i) => i.id);

/**
 * lstIngredientes back into halves. A default must be D on the halves it is on (m1 / m2) or Q
 * on none; an extra must be A on at least one half; anything else, a repeated id or an id in
 * neither list is refused. Choice: a default the unit does not mention counts as kept (a
 * default added to the menu later must not void units already in carts).
 */
function readIngredients(product: MenuProduct, list: readonly CartIngredient[]): Halves | null {
  const tde = product.defaultIngredients?.list ?? [];
  const tdi = product.extraIngredients?.list ?? [];
  const seen = new Set<number>();
  const [removed1, removed2, added1, added2] = [
    new Set<number>(),
    new Set<number>(),
    new Set<number>(),
    new Set<number>(),
  ];
  for (const i of list) {
    if (seen.has(i.menuId)) return null;
    seen.add(i.menuId);
    const somewhere = i.onFirstHalf || i.onSecondHalf;
    if (tde.some((d) => d.id === i.menuId)) {
      if (i.change === 'A' || (i.change === 'Q') === somewhere) return null;
      if (!i.onFirstHalf) removed1.add(i.menuId);
      if (!i.onSecondHalf) removed2.add(i.menuId);
    } else if (tdi.some((e) => e.id === i.menuId)) {
      if (i.change !== 'A' || !somewhere) return null;
      if (i.onFirstHalf) added1.add(i.menuId);
      if (i.onSecondHalf) added2.add(i.menuId);
    } else {
      return null;
    }
  }
  return [
    { removed: inOrder(tde, removed1), added: inOrder(tdi, added1) },
    { removed: inOrder(tde, removed2), added: inOrder(tdi, added2) },
  ];
}

/** An ATP entry's picks: one 'O' entry per pick of a choice of this step. */
function readPicks(option: ProductOption, list: readonly CartOptionEntry[]) {
  const counts = new Map<number, number>();
  for (const e of list) {
    const choice = option.choices.find((c) => c.id === e.choiceId);
    const plain = e.choices.length === 0 && e.ingredients.length === 0;
    if (e.type !== 'O' || e.optionId !== option.id || !choice || choice.menuId !== e.menuId) {
      return null;
    }
    if (!plain) return null;
    counts.set(choice.id, (counts.get(choice.id) ?? 0) + 1);
  }
  return option.choices.flatMap((c): ProductConfigPick[] => {
    const count = counts.get(c.id);
    return count ? [{ choiceId: c.id, count }] : [];
  });
}

/**
 * §4.5 / §5.4 option entries (productConfigToUnit's layout) read back into a configuration of
 * the product as the menu has it now. Null when they do not fit its layout: an unknown,
 * repeated or misplaced option, a choice that no longer exists or names another product, an
 * ATP pick of another step, unknown ingredients. Limits are not checked here (see
 * productConfigProblems).
 */
export function productConfigFromEntries(
  menu: ProductConfigMenu,
  product: MenuProduct,
  entries: readonly CartOptionEntry[],
  depth = 0,
): ProductConfigState | null {
  const start = productConfigStartAt(menu, product, depth);
  let state: ProductConfigState = { ...start, baseId: null, sizeId: null };
  let rest = entries;
  if (productConfigHasOwnEntry(menu, product)) {
    const own = entries[0];
    if (
      own?.type !== 'P' ||
      own.optionId !== PRODUCT_CONFIG_OWN_OPTION_ID ||
      own.menuId !== product.id ||
      own.choiceId !== null ||
      own.choices.length > 0
    ) {
      return null;
    }
    const halves = readIngredients(product, own.ingredients);
    if (!halves) return null;
    state = productConfigWithHalves(
      { ...state, sizeId: own.sizeId, baseId: own.baseId },
      ...halves,
    );
    rest = entries.slice(1);
  }

  const choices: ProductConfigChoice[] = start.choices.map((c) => ({
    optionId: c.optionId,
    choiceId: null,
    nested: null,
  }));
  const steps: ProductConfigStep[] = start.steps.map((s) => ({ optionId: s.optionId, picks: [] }));
  const seen = new Set<number>();
  for (const e of rest) {
    const option = product.options.find((o) => o.id === e.optionId);
    if (!option || option.type !== e.type || seen.has(option.id)) return null;
    if (!productConfigOptionActive(option, state.sizeId)) return null;
    seen.add(option.id);
    if (option.type === 'ATP') {
      const picks = readPicks(option, e.choices);
      if (!picks || e.ingredients.length > 0) return null;
      steps[steps.findIndex((s) => s.optionId === option.id)] = { optionId: option.id, picks };
      continue;
    }
    const choice = option.choices.find((c) => c.id === e.choiceId);
    if (!choice || choice.menuId !== e.menuId || e.ingredients.length > 0) return null;
    let nested: ProductConfigState | null = null;
    if (option.type === 'P') {
      const chosen = productConfigMenuProduct(menu, choice.menuId);
      if (!chosen || depth + 1 > PRODUCT_CONFIG_MAX_DEPTH) return null;
      nested = productConfigFromEntries(menu, chosen, e.choices, depth + 1);
      if (!nested) return null;
    } else if (e.choices.length > 0) {
      return null;
    }
    choices[choices.findIndex((c) => c.optionId === option.id)] = {
      optionId: option.id,
      choiceId: choice.id,
      nested,
    };
  }
  return { ...state, choices, steps };
}

/**
 * §3.4 reopen a cart unit for editing: its configuration with quantity 1, on the delivery
 * channel (choices it no longer serves reselected). Null when the unit is no longer valid for
 * the current menu (productUnitReprice would say null too).
 */
export function productConfigFromUnit(
  menu: ProductConfigMenu,
  product: MenuProduct,
  unit: { options: readonly CartOptionEntry[] },
  channel: Channel = 'TODOS',
): ProductConfigState | null {
  const state = productConfigFromEntries(menu, product, unit.options);
  if (!state || productConfigProblems(state).length > 0) return null;
  return productConfigWithChannel(state, channel);
}
