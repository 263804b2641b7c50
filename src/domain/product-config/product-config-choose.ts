import { productConfigChoiceFits } from './product-config-menu';
import { productConfigChoiceStart } from './product-config-start';
import type { ProductConfigState } from './product-config-state';

/**
 * §3.4 / §5.4 choose a choice of an O or P option; a P option's product starts with its own
 * defaults. `null` clears an optional option (MIN 0). A choice that is not shown for the size
 * or not served on the channel, or an unknown option or choice, leaves the state as it is.
 */
export function productConfigChoose(
  state: ProductConfigState,
  optionId: number,
  choiceId: number | null,
): ProductConfigState {
  const index = state.choices.findIndex((c) => c.optionId === optionId);
  const option = state.product.options.find((o) => o.id === optionId);
  const current = state.choices[index];
  if (!option || !current || current.choiceId === choiceId) return state;
  if (choiceId === null) {
    if (option.min >= 1) return state;
  } else {
    const choice = option.choices.find((c) => c.id === choiceId);
    if (!choice || !productConfigChoiceFits(state.menu, option, choice, state)) return state;
  }
  const choices = state.choices.slice();
  choices[index] = productConfigChoiceStart(state, option, choiceId);
  return { ...state, choices };
}

/**
 * §3.4 apply an action to the product configured inside a P option (e.g. the combo's burger:
 * its bread and ingredients), e.g. `productConfigUpdateNested(s, 3001, (b) =>
 * productConfigToggleIngredient(b, 7003))`. Without a configured product nothing changes.
 */
export function productConfigUpdateNested(
  state: ProductConfigState,
  optionId: number,
  update: (nested: ProductConfigState) => ProductConfigState,
): ProductConfigState {
  const index = state.choices.findIndex((c) => c.optionId === optionId);
  const current = state.choices[index];
  if (!current?.nested) return state;
  const nested = update(current.nested);
  // the nested product is fixed by the choice: an update cannot swap it
  if (nested === current.nested || nested.product.id !== current.nested.product.id) return state;
  const choices = state.choices.slice();
  choices[index] = { ...current, nested };
  return { ...state, choices };
}
