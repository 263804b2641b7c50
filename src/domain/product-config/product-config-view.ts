import type { OptionChoice, ProductOption } from '../menu';
import type { BaseSize, ProductSize } from '../menu-data';
import {
  productConfigChoiceFits,
  productConfigMenuBases,
  productConfigMenuSizes,
  productConfigOptionActive,
} from './product-config-menu';
import type { ProductConfigState } from './product-config-state';

/** §2.9 'Tamaño del combo' / size selector: the product's sizes by display order. */
export function productConfigSizeList(state: ProductConfigState): readonly ProductSize[] {
  return productConfigMenuSizes(state.menu, state.product.id);
}

/** §2.9 the bread selector: the bases of the chosen size. */
export function productConfigBaseList(state: ProductConfigState): BaseSize[] {
  return productConfigMenuBases(state.menu, state.product.id, state.sizeId);
}

/** §2.9 the title 'Elige tu tipo de pan' shows only when the size has more than one base. */
export function productConfigShowsBaseTitle(state: ProductConfigState): boolean {
  return productConfigBaseList(state).length > 1;
}

/**
 * §5.4 the choices of an option the customer can see: those of the chosen size or of no size
 * whose product serves the delivery channel. Empty for an option of another size.
 */
export function productConfigVisibleChoices(
  state: ProductConfigState,
  optionId: number,
): OptionChoice[] {
  const option = state.product.options.find((o) => o.id === optionId);
  if (!option || !productConfigOptionActive(option, state.sizeId)) return [];
  return option.choices.filter((c) => productConfigChoiceFits(state.menu, option, c, state));
}

/** §2.9 one option as the configure page shows it. */
export interface ProductConfigOptionView {
  option: ProductOption;
  /** HPO: applied with its choice, never shown */
  hidden: boolean;
  choices: OptionChoice[];
  /** O / P options: the chosen choice; null for ATP steps or nothing chosen */
  choiceId: number | null;
  /** P options: the configured product inside */
  nested: ProductConfigState | null;
}

/** §2.9 / §5.4 the options of the chosen size, in menu order, with their visible choices. */
export function productConfigOptionViews(state: ProductConfigState): ProductConfigOptionView[] {
  return state.product.options
    .filter((o) => productConfigOptionActive(o, state.sizeId))
    .map((option) => {
      const chosen = state.choices.find((c) => c.optionId === option.id);
      return {
        option,
        hidden: option.hidden,
        choices: productConfigVisibleChoices(state, option.id),
        choiceId: chosen?.choiceId ?? null,
        nested: chosen?.nested ?? null,
      };
    });
}
