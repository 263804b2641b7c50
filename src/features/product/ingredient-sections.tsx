import { productConfigAllowsHalves } from '../../domain/product-config/product-config-halves';
import { productConfigIngredientLimits } from '../../domain/product-config/product-config-ingredient-limits';
import { productConfigToggleIngredient } from '../../domain/product-config/product-config-ingredients';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { HalvesSwitch } from './halves-switch';
import { ingredientChips } from './ingredient-chips';
import { IngredientList } from './ingredient-list';
import { halfFor, ingredientRows, type HalfChoice } from './ingredient-rows';
import type { ProductConfigUpdate } from './use-product-config';

interface IngredientSectionsProps {
  state: ProductConfigState;
  update: ProductConfigUpdate;
  currency: string;
  /** §4.8 the half being edited; only used while the unit may be half-and-half */
  half: HalfChoice;
  onHalf: (half: HalfChoice) => void;
  /** 3 inside a combo's 'Personalizar' section */
  headingLevel?: 2 | 3;
}

/**
 * §2.9 / §4.8 'Quitar ingredientes' (TDE) and 'Agregar ingredientes' (TDI) with their chips;
 * at a size that allows halves, a 'Mitad 1' / 'Mitad 2' / 'Entera' switch chooses what the
 * lists show and toggle.
 */
export function IngredientSections({
  state,
  update,
  currency,
  half,
  onHalf,
  headingLevel = 2,
}: IngredientSectionsProps) {
  const halves = productConfigAllowsHalves(state);
  const shown: HalfChoice = halves ? half : 'whole';
  const target = halfFor(state, shown);
  const chips = ingredientChips(productConfigIngredientLimits(state, target ?? 'first'));
  const toggle = (id: number) => update((s) => productConfigToggleIngredient(s, id, target));
  return (
    <>
      {halves ? <HalvesSwitch value={shown} onChange={onHalf} /> : null}
      <IngredientList
        title="Quitar ingredientes"
        rows={ingredientRows(state, 'defaults', shown)}
        chips={chips.defaults}
        currency={currency}
        onToggle={toggle}
        headingLevel={headingLevel}
      />
      <IngredientList
        title="Agregar ingredientes"
        rows={ingredientRows(state, 'extras', shown)}
        chips={chips.extras}
        currency={currency}
        onToggle={toggle}
        headingLevel={headingLevel}
      />
    </>
  );
}
