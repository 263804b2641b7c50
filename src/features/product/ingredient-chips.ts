import type { ProductConfigIngredientLimits } from '../../domain/product-config/product-config-ingredient-limits';

/** §2.9 one limit chip of an ingredient section. */
export interface IngredientChip {
  text: string;
  /** the limit is reached: no more can be removed (or added) */
  reached: boolean;
}

const chip = (word: 'Mínimo' | 'Máximo', n: number, reached: boolean): IngredientChip => ({
  text: `${word} ${n} ingrediente(s)`,
  reached,
});

/**
 * §2.9 the chips 'Mínimo N ingrediente(s)' (defaults that must stay; extras that must be
 * added) and 'Máximo N ingrediente(s)' (extras), from the engine's limits. A limit of 0 has
 * no chip.
 */
export function ingredientChips(limits: ProductConfigIngredientLimits): {
  defaults: IngredientChip[];
  extras: IngredientChip[];
} {
  const { defaults, extras } = limits;
  return {
    defaults: defaults && defaults.min > 0 ? [chip('Mínimo', defaults.min, defaults.atMin)] : [],
    extras: extras
      ? [
          ...(extras.min > 0 ? [chip('Mínimo', extras.min, false)] : []),
          ...(extras.max > 0 ? [chip('Máximo', extras.max, extras.atMax)] : []),
        ]
      : [],
  };
}
