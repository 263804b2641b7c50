import { productConfigMenuPair } from './product-config-menu';
import type { ProductConfigIngredients, ProductConfigState } from './product-config-state';

/**
 * §3.3 / §5.4 whether the unit may be half-and-half: an ESM product whose chosen base × size
 * pair permits halves (PM 'S'). Choice: ESF products never split, whatever their pairs say.
 */
export function productConfigAllowsHalves(state: ProductConfigState): boolean {
  if (state.product.type !== 'ESM') return false;
  const pair = productConfigMenuPair(state.menu, state.product.id, state.sizeId, state.baseId);
  return pair?.allowsHalves ?? false;
}

/** §4.8 both halves as a pair: a whole unit has the same ingredients on each. */
export function productConfigHalves(
  state: ProductConfigState,
): readonly [ProductConfigIngredients, ProductConfigIngredients] {
  return [state.ingredients, state.secondHalf ?? state.ingredients];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** §4.8 the state with new halves: equal halves make a whole unit again. */
export function productConfigWithHalves(
  state: ProductConfigState,
  first: ProductConfigIngredients,
  second: ProductConfigIngredients,
): ProductConfigState {
  const whole = sameIds(first.removed, second.removed) && sameIds(first.added, second.added);
  return { ...state, ingredients: first, secondHalf: whole ? null : second };
}

/**
 * §4.5 / §5.4 halves are cleared when the size or base no longer permits them: the first
 * half's ingredients become the whole product's (they are within the limits of one half).
 */
export function productConfigClearHalves(state: ProductConfigState): ProductConfigState {
  return state.secondHalf !== null && !productConfigAllowsHalves(state)
    ? { ...state, secondHalf: null }
    : state;
}
