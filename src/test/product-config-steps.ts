/** Configuration steps for fixtures that build carts with the real engine (tests, benches). */
import type { ProductConfigState } from '../domain/product-config/product-config-state';

export type ProductConfigStep = (state: ProductConfigState) => ProductConfigState;

/** A step that must take effect: a refused one means the fixture is wrong. */
export const configStepMust =
  (what: string, apply: ProductConfigStep): ProductConfigStep =>
  (state) => {
    const next = apply(state);
    if (next === state) throw new Error(`${state.product.id}: ${what} no se aplicó`);
    return next;
  };

/** Steps applied in order. */
export const configStepsAll =
  (steps: readonly ProductConfigStep[]): ProductConfigStep =>
  (state) =>
    steps.reduce((acc, step) => step(acc), state);
