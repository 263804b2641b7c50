import type { Ingredient } from '../../domain/menu';
import { centsSub, type Cents } from '../../domain/money';
import {
  productConfigAllowsHalves,
  productConfigHalves,
} from '../../domain/product-config/product-config-halves';
import { productConfigToggleIngredient } from '../../domain/product-config/product-config-ingredients';
import { productConfigUnitPrice } from '../../domain/product-config/product-config-price';
import type {
  ProductConfigHalf,
  ProductConfigIngredients,
  ProductConfigState,
} from '../../domain/product-config/product-config-state';

/** §4.8 which part of a half-and-half unit the ingredient toggles apply to. */
export type HalfChoice = ProductConfigHalf | 'whole';

/** §4.8 the half the engine is given: none ('whole') unless the unit may be half-and-half. */
export function halfFor(
  state: ProductConfigState,
  half: HalfChoice,
): ProductConfigHalf | undefined {
  return half === 'whole' || !productConfigAllowsHalves(state) ? undefined : half;
}

/** One ingredient checkbox of 'Quitar ingredientes' or 'Agregar ingredientes'. */
export interface IngredientRow {
  ingredient: Ingredient;
  /** on the burger; 'mixed' when the whole view shows an ingredient on one half only */
  checked: boolean | 'mixed';
  /** the engine refuses the toggle: a limit is reached */
  disabled: boolean;
  /** extras: what the ingredient adds to the unit price; null when nothing */
  price: Cents | null;
}

function isOn(kind: 'defaults' | 'extras', half: ProductConfigIngredients, id: number): boolean {
  return kind === 'defaults' ? !half.removed.includes(id) : half.added.includes(id);
}

/**
 * §2.9 / §4.8 the checkboxes of the defaults (TDE, checked while kept) or the extras (TDI,
 * checked while added) as the chosen half shows them. Whether a toggle is allowed and what an
 * extra costs both come from the engine: the toggled state and its unit price.
 */
export function ingredientRows(
  state: ProductConfigState,
  kind: 'defaults' | 'extras',
  half: HalfChoice,
): IngredientRow[] {
  const limits =
    kind === 'defaults' ? state.product.defaultIngredients : state.product.extraIngredients;
  const target = halfFor(state, half);
  const [first, second] = productConfigHalves(state);
  const shown = target === 'first' ? [first] : target === 'second' ? [second] : [first, second];
  const price = productConfigUnitPrice(state);
  return (limits?.list ?? []).map((ingredient) => {
    const on = shown.map((h) => isOn(kind, h, ingredient.id));
    const checked = on.every(Boolean) ? true : on.some(Boolean) ? 'mixed' : false;
    const toggled = productConfigToggleIngredient(state, ingredient.id, target);
    const disabled = toggled === state;
    let extra: Cents | null = null;
    if (kind === 'extras' && !disabled) {
      const other = productConfigUnitPrice(toggled);
      const delta = checked === true ? centsSub(price, other) : centsSub(other, price);
      extra = delta > 0 ? delta : null;
    }
    return { ingredient, checked, disabled, price: extra };
  });
}
