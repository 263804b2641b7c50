import { useCallback, useState } from 'react';
import type { Channel, MenuProduct } from '../../domain/menu';
import { productConfigSetChannel } from '../../domain/product-config/product-config-select';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import type {
  ProductConfigMenu,
  ProductConfigState,
} from '../../domain/product-config/product-config-state';

/** One engine action: a new state, or the same object when the engine refuses it. */
export type ProductConfigAction = (state: ProductConfigState) => ProductConfigState;

/** Applies an engine action to the configuration being edited. */
export type ProductConfigUpdate = (action: ProductConfigAction) => void;

/**
 * §3.4 the temporary product of the configure screen: the engine's state, an update that
 * applies engine actions, and a reset to the product's defaults. §4.5 a new delivery channel
 * reselects the choices it no longer serves.
 */
export function useProductConfig(
  menu: ProductConfigMenu,
  product: MenuProduct,
  channel: Channel,
  /** where to start instead of the defaults (a bag line being edited) */
  initial: ProductConfigState | null = null,
): { state: ProductConfigState; update: ProductConfigUpdate; reset: () => void } {
  const [state, setState] = useState(() => initial ?? productConfigStart(menu, product, channel));
  if (state.channel !== channel) setState(productConfigSetChannel(state, channel));
  const update = useCallback<ProductConfigUpdate>((action) => setState(action), []);
  const reset = useCallback(
    () => setState(productConfigStart(menu, product, channel)),
    [menu, product, channel],
  );
  return { state, update, reset };
}
