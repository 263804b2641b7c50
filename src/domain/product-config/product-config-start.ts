import type { Channel, MenuProduct, ProductOption } from '../menu';
import {
  productConfigChoiceFits,
  productConfigMenuBases,
  productConfigMenuProduct,
  productConfigMenuSizes,
} from './product-config-menu';
import type {
  ProductConfigChoice,
  ProductConfigMenu,
  ProductConfigState,
  ProductConfigStep,
} from './product-config-state';

/** The default choice of an option: DM when it fits, else the first choice that fits. */
function defaultChoiceId(state: ProductConfigState, option: ProductOption): number | null {
  const fits = option.choices.filter((c) => productConfigChoiceFits(state.menu, option, c, state));
  return (fits.find((c) => c.id === option.defaultChoiceId) ?? fits[0])?.id ?? null;
}

/** The configuration a P option's choice starts with: the chosen product's own defaults. */
function nestedStart(
  state: ProductConfigState,
  option: ProductOption,
  choiceId: number | null,
): ProductConfigState | null {
  if (option.type !== 'P' || choiceId === null) return null;
  const choice = option.choices.find((c) => c.id === choiceId);
  const chosen = productConfigMenuProduct(state.menu, choice?.menuId ?? null);
  return chosen ? configStart(state.menu, chosen, state.channel, state.depth + 1) : null;
}

/** §3.4 the choice of an option, its nested configuration started when it is a P option. */
export function productConfigChoiceStart(
  state: ProductConfigState,
  option: ProductOption,
  choiceId: number | null,
): ProductConfigChoice {
  return { optionId: option.id, choiceId, nested: nestedStart(state, option, choiceId) };
}

/**
 * §4.5 after a size or channel change: every choice that no longer fits is replaced by the
 * option's default (DM when valid, else the first valid choice), ATP picks that no longer fit
 * are dropped, and nested configurations follow the channel. Unchanged parts keep identity.
 */
export function productConfigReselect(state: ProductConfigState): ProductConfigState {
  const options = new Map(state.product.options.map((o) => [o.id, o]));
  const choices = state.choices.map((current): ProductConfigChoice => {
    const option = options.get(current.optionId);
    if (!option) return current;
    const choice = option.choices.find((c) => c.id === current.choiceId);
    if (choice && productConfigChoiceFits(state.menu, option, choice, state)) {
      const nested = current.nested && productConfigWithChannel(current.nested, state.channel);
      return nested === current.nested ? current : { ...current, nested };
    }
    return productConfigChoiceStart(state, option, defaultChoiceId(state, option));
  });
  const steps = state.steps.map((step): ProductConfigStep => {
    const option = options.get(step.optionId);
    const picks = step.picks.filter((pick) => {
      const choice = option?.choices.find((c) => c.id === pick.choiceId);
      return option && choice && productConfigChoiceFits(state.menu, option, choice, state);
    });
    return picks.length === step.picks.length ? step : { ...step, picks };
  });
  const same =
    choices.every((c, i) => c === state.choices[i]) && steps.every((s, i) => s === state.steps[i]);
  return same ? state : { ...state, choices, steps };
}

/** §4.5 the configuration for another delivery channel, choices reselected for it. */
export function productConfigWithChannel(
  state: ProductConfigState,
  channel: Channel,
): ProductConfigState {
  return state.channel === channel ? state : productConfigReselect({ ...state, channel });
}

function configStart(
  menu: ProductConfigMenu,
  product: MenuProduct,
  channel: Channel,
  depth: number,
): ProductConfigState {
  const sizeId = productConfigMenuSizes(menu, product.id)[0]?.id ?? null;
  // the bread without a surcharge comes first, so the product starts at its menu price
  const bases = productConfigMenuBases(menu, product.id, sizeId);
  const cheapest = bases.reduce<(typeof bases)[number] | undefined>(
    (best, b) => (best === undefined || b.extraPrice < best.extraPrice ? b : best),
    undefined,
  );
  const baseId = cheapest?.baseId ?? null;
  const bare: ProductConfigState = {
    menu,
    product,
    channel,
    depth,
    sizeId,
    baseId,
    choices: [],
    steps: product.options
      .filter((o) => o.type === 'ATP')
      .map((o) => ({ optionId: o.id, picks: [] })),
    ingredients: { removed: [], added: [] },
    secondHalf: null,
    quantity: 1,
  };
  const choices = product.options
    .filter((o) => o.type !== 'ATP')
    .map((o) => productConfigChoiceStart(bare, o, defaultChoiceId(bare, o)));
  return { ...bare, choices };
}

/**
 * §3.4 / §5.4 a product's temporary configuration with sensible defaults: the first size by
 * order, the cheapest base of that size (the first of equals), each option's default choice (DM when valid, else the
 * first valid choice; a P option's product configured with its own defaults), every default
 * ingredient kept, no extras, no ATP picks, quantity 1.
 */
export function productConfigStart(
  menu: ProductConfigMenu,
  product: MenuProduct,
  channel: Channel = 'TODOS',
): ProductConfigState {
  return configStart(menu, product, channel, 0);
}

/** §3.4 configStart for a product configured inside another one (used when reading units). */
export function productConfigStartAt(
  menu: ProductConfigMenu,
  product: MenuProduct,
  depth: number,
): ProductConfigState {
  return configStart(menu, product, 'TODOS', depth);
}
