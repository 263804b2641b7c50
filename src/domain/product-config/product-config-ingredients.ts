import type { Ingredient } from '../menu';
import {
  productConfigAllowsHalves,
  productConfigHalves,
  productConfigWithHalves,
} from './product-config-halves';
import {
  productConfigDefaultsKept,
  productConfigExtrasDistinct,
  productConfigLimits,
} from './product-config-ingredient-limits';
import type {
  ProductConfigHalf,
  ProductConfigIngredients,
  ProductConfigState,
} from './product-config-state';

/** The ids of `list` in menu order, with `id` put in or taken out. */
function withId(list: readonly Ingredient[], ids: readonly number[], id: number, on: boolean) {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return list.filter((i) => next.has(i.id)).map((i) => i.id);
}

/**
 * §4.8 toggle an ingredient on the whole unit or on one half of a half-and-half unit:
 * a default goes to removed (Q) unless at the TDE minimum; a removed default comes back (D)
 * unless at the TDE maximum; an added extra (A) is removed; a new extra is added only below the
 * extra maximum (OPA, else TDI max, per half) and while the unit holds fewer distinct extras
 * than TDI max. Without `half` on a half-and-half unit the ingredient is taken off both halves
 * when it is on both, else put on both. Anything refused leaves the state as it is, as does a
 * `half` on a unit whose size and base do not permit halves.
 */
export function productConfigToggleIngredient(
  state: ProductConfigState,
  ingredientId: number,
  half?: ProductConfigHalf,
): ProductConfigState {
  const tde = state.product.defaultIngredients?.list ?? [];
  const tdi = state.product.extraIngredients?.list ?? [];
  const isDefault = tde.some((i) => i.id === ingredientId);
  if (!isDefault && !tdi.some((i) => i.id === ingredientId)) return state;
  if (half !== undefined && !productConfigAllowsHalves(state)) return state;

  const limits = productConfigLimits(state.product);
  const halves = productConfigHalves(state);
  const targeted = [half !== 'second', half !== 'first'];
  const isOn = (h: ProductConfigIngredients) =>
    isDefault ? !h.removed.includes(ingredientId) : h.added.includes(ingredientId);
  const turnOn = !halves.every((h, i) => !targeted[i] || isOn(h));

  const changed: ProductConfigIngredients[] = [];
  for (const [i, h] of halves.entries()) {
    if (!targeted[i] || isOn(h) === turnOn) {
      changed.push(h);
      continue;
    }
    if (isDefault) {
      const kept = productConfigDefaultsKept(limits, h);
      if (turnOn ? kept >= limits.defaultsMax : kept <= limits.defaultsMin) return state;
      changed.push({ ...h, removed: withId(tde, h.removed, ingredientId, !turnOn) });
    } else {
      if (turnOn && h.added.length >= limits.extrasPerHalf) return state;
      changed.push({ ...h, added: withId(tdi, h.added, ingredientId, turnOn) });
    }
  }
  const [first, second] = changed as [ProductConfigIngredients, ProductConfigIngredients];
  if (!isDefault && turnOn && productConfigExtrasDistinct(first, second) > limits.extrasTotal) {
    return state;
  }
  return productConfigWithHalves(state, first, second);
}
