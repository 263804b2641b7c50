import type { Channel } from '../menu';
import { productConfigClearHalves } from './product-config-halves';
import { productConfigMenuBases, productConfigMenuSizes } from './product-config-menu';
import { productConfigReselect, productConfigWithChannel } from './product-config-start';
import type { ProductConfigState } from './product-config-state';

/**
 * §4.5 / §5.4 choose a size: the base is kept when it exists for the new size, else the first
 * base of that size; options and choices are reselected for the size; halves are cleared when
 * the new pair does not permit them. An unknown size leaves the state as it is.
 */
export function productConfigSetSize(
  state: ProductConfigState,
  sizeId: number,
): ProductConfigState {
  if (state.sizeId === sizeId) return state;
  const sizes = productConfigMenuSizes(state.menu, state.product.id);
  if (!sizes.some((s) => s.id === sizeId)) return state;
  const bases = productConfigMenuBases(state.menu, state.product.id, sizeId);
  const kept = bases.some((b) => b.baseId === state.baseId);
  const baseId = kept ? state.baseId : (bases[0]?.baseId ?? null);
  return productConfigReselect(productConfigClearHalves({ ...state, sizeId, baseId }));
}

/**
 * §2.9 choose a base (bread) of the chosen size; halves are cleared when its pair does not
 * permit them. A base the size does not have leaves the state as it is.
 */
export function productConfigSetBase(
  state: ProductConfigState,
  baseId: number,
): ProductConfigState {
  if (state.baseId === baseId) return state;
  const bases = productConfigMenuBases(state.menu, state.product.id, state.sizeId);
  if (!bases.some((b) => b.baseId === baseId)) return state;
  return productConfigClearHalves({ ...state, baseId });
}

/** §4.5 choose the delivery channel: choices whose product does not serve it are reselected. */
export function productConfigSetChannel(
  state: ProductConfigState,
  channel: Channel,
): ProductConfigState {
  return productConfigWithChannel(state, channel);
}
