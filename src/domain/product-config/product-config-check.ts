import { productConfigStepCount } from './product-config-atp';
import { productConfigAllowsHalves, productConfigHalves } from './product-config-halves';
import {
  productConfigDefaultsKept,
  productConfigExtrasDistinct,
  productConfigLimits,
} from './product-config-ingredient-limits';
import {
  productConfigChoiceFits,
  productConfigMenuBases,
  productConfigMenuSizes,
  productConfigOptionActive,
} from './product-config-menu';
import type { ProductConfigIngredients, ProductConfigState } from './product-config-state';

/**
 * §5.4 what keeps a configuration from being added or accepted: a size or base the product
 * does not have at that size, halves the pair does not permit, ingredients outside the lists
 * or limits, a required option without a valid choice, an ATP step outside MIN..MAX, a
 * quantity below 1.
 */
export type ProductConfigProblem =
  'size' | 'base' | 'halves' | 'ingredients' | 'option' | 'step' | 'quantity';

function ingredientsFit(state: ProductConfigState): boolean {
  const limits = productConfigLimits(state.product);
  const defaults = new Set(state.product.defaultIngredients?.list.map((i) => i.id));
  const extras = new Set(state.product.extraIngredients?.list.map((i) => i.id));
  const halfFits = (h: ProductConfigIngredients) =>
    new Set(h.removed).size === h.removed.length &&
    new Set(h.added).size === h.added.length &&
    h.removed.every((id) => defaults.has(id)) &&
    h.added.every((id) => extras.has(id)) &&
    // choice: a list shorter than its min can only keep all of it
    productConfigDefaultsKept(limits, h) >= Math.min(limits.defaultsMin, limits.defaultsCount) &&
    h.added.length >= limits.extrasMin &&
    h.added.length <= limits.extrasPerHalf;
  const [first, second] = productConfigHalves(state);
  return (
    halfFits(first) &&
    halfFits(second) &&
    productConfigExtrasDistinct(first, second) <= limits.extrasTotal
  );
}

function optionsFit(state: ProductConfigState): boolean {
  return state.product.options.every((option) => {
    if (option.type === 'ATP' || !productConfigOptionActive(option, state.sizeId)) return true;
    const chosen = state.choices.find((c) => c.optionId === option.id);
    if (!chosen || chosen.choiceId === null) return option.min < 1;
    const choice = option.choices.find((c) => c.id === chosen.choiceId);
    if (!choice || !productConfigChoiceFits(state.menu, option, choice, state)) return false;
    if (option.type !== 'P') return true;
    const nested = chosen.nested;
    return (
      nested !== null &&
      nested.product.id === choice.menuId &&
      productConfigProblems(nested).every((p) => p === 'quantity')
    );
  });
}

function stepsFit(state: ProductConfigState): boolean {
  return state.product.options.every((option) => {
    if (option.type !== 'ATP' || !productConfigOptionActive(option, state.sizeId)) return true;
    const step = state.steps.find((s) => s.optionId === option.id);
    const count = step ? productConfigStepCount(step) : 0;
    const picksFit = (step?.picks ?? []).every((pick) => {
      const choice = option.choices.find((c) => c.id === pick.choiceId);
      return (
        Number.isInteger(pick.count) &&
        pick.count > 0 &&
        choice !== undefined &&
        productConfigChoiceFits(state.menu, option, choice, state)
      );
    });
    return picksFit && count >= option.min && count <= option.max;
  });
}

/** §5.4 every problem of a configuration, nested products included; empty when it is valid. */
export function productConfigProblems(state: ProductConfigState): ProductConfigProblem[] {
  const { menu, product } = state;
  const problems: ProductConfigProblem[] = [];
  const sizes = productConfigMenuSizes(menu, product.id);
  const sizeFits =
    sizes.length === 0 ? state.sizeId === null : sizes.some((s) => s.id === state.sizeId);
  if (!sizeFits) problems.push('size');
  const bases = productConfigMenuBases(menu, product.id, state.sizeId);
  const baseFits =
    bases.length === 0 ? state.baseId === null : bases.some((b) => b.baseId === state.baseId);
  if (!baseFits) problems.push('base');
  if (state.secondHalf !== null && !productConfigAllowsHalves(state)) problems.push('halves');
  if (!ingredientsFit(state)) problems.push('ingredients');
  if (!optionsFit(state)) problems.push('option');
  if (!stepsFit(state)) problems.push('step');
  if (!Number.isInteger(state.quantity) || state.quantity < 1) problems.push('quantity');
  return problems;
}

/**
 * §5.4 whether 'Agregar a mi bolsa' is enabled: quantity at least 1, no ATP step in error,
 * every required option chosen, and nothing else wrong with the configuration.
 */
export function productConfigCanAdd(state: ProductConfigState): boolean {
  return productConfigProblems(state).length === 0;
}
