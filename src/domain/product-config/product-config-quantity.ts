import type { ProductConfigState } from './product-config-state';

/**
 * §3.4 / §5.4 set cantidadToAdd: a whole number of at least 1; frozen (unchanged) while the
 * product is blocked. A refused quantity (0, negative, fractional) leaves the state as it is.
 */
export function productConfigSetQuantity(
  state: ProductConfigState,
  quantity: number,
  blocked = false,
): ProductConfigState {
  if (blocked || !Number.isInteger(quantity) || quantity < 1 || quantity === state.quantity) {
    return state;
  }
  return { ...state, quantity };
}
