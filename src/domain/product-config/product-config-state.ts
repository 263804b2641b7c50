import type { Channel, MenuProduct } from '../menu';
import type { MenuData } from '../menu-data';

/** §3.3 the parts of the menu a configuration reads (products, tamanios, masas); MenuData fits. */
export type ProductConfigMenu = Pick<MenuData, 'products' | 'sizes' | 'bases'>;

/** §4.8 the half of a half-and-half unit an ingredient change applies to. */
export type ProductConfigHalf = 'first' | 'second';

/**
 * §3.4 / §4.8 ingredients of the whole product, or of one half. A default (TDE) ingredient is
 * D unless listed in `removed` (Q); an extra (TDI) is A when listed in `added`. Both lists are
 * kept in the order of their menu list, so equal configurations are equal values.
 */
export interface ProductConfigIngredients {
  removed: readonly number[];
  added: readonly number[];
}

/** §3.4 the choice of one O or P option; a P option's chosen product is configured itself. */
export interface ProductConfigChoice {
  optionId: number;
  /** OPS I; null while nothing valid is chosen */
  choiceId: number | null;
  /** P options: the chosen product's own configuration (its bread and ingredients) */
  nested: ProductConfigState | null;
}

/** §3.4 how many times one choice is picked in an ATP step (picks may repeat). */
export interface ProductConfigPick {
  choiceId: number;
  count: number;
}

/** §3.4 the picks of one ATP step, in the order of the step's choices. */
export interface ProductConfigStep {
  optionId: number;
  picks: readonly ProductConfigPick[];
}

/**
 * §3.4 the temporary product: one product being configured. Immutable: every action returns a
 * new state. It carries the menu and product it was built from, so derived data needs nothing
 * else. `secondHalf` is null unless the unit is half-and-half; then `ingredients` is the first
 * half.
 */
export interface ProductConfigState {
  menu: ProductConfigMenu;
  product: MenuProduct;
  /** §4.5 delivery channel the choices must serve; TODOS when none is chosen yet */
  channel: Channel;
  /** 0 for the product itself, 1 for a product configured inside it, and so on */
  depth: number;
  /** tamanio (idtam) */
  sizeId: number | null;
  /** base (bread) */
  baseId: number | null;
  /** one per O or P option of the product, in menu order */
  choices: readonly ProductConfigChoice[];
  /** one per ATP option of the product, in menu order */
  steps: readonly ProductConfigStep[];
  ingredients: ProductConfigIngredients;
  secondHalf: ProductConfigIngredients | null;
  /** cantidadToAdd */
  quantity: number;
}

/** §3.4 products configured inside products stop here (a menu whose P options loop). */
export const PRODUCT_CONFIG_MAX_DEPTH = 3;
