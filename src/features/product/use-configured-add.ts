import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ProductConfigured } from '../../domain/cart/cart-add';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import {
  cartStoreAdd,
  cartStoreEditEnd,
  cartStoreEditLine,
  cartStoreHydrate,
} from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { useAddedMoment } from './use-added-moment';
import type { LineEditing } from './use-line-editing';

/** §4.5 the toast after adding. */
export const PRODUCT_ADDED_MESSAGE = 'Producto agregado a tu bolsa';
const PRODUCT_NOT_ADDED_MESSAGE = 'No se pudo agregar el producto a tu bolsa';
/** §4.5 the toasts after saving an edited bag line. */
export const PRODUCT_UPDATED_MESSAGE = 'Producto actualizado en tu bolsa';
const PRODUCT_NOT_UPDATED_MESSAGE = 'No se pudo guardar el cambio en tu bolsa';

/**
 * §2.9 the button's other use: its words, and what it does with the configured product
 * ('Agregar a mi bolsa' with a coupon; 'Inicia sesión para canjear', which needs no
 * configuration, for a visitor). `run` answers whether the product went to the bag.
 */
export interface ProductAddAction {
  label: string;
  /** the button works before the configuration is complete (it only leads elsewhere) */
  anyConfig?: boolean;
  run: (configured: ProductConfigured) => boolean;
}

interface ConfiguredAddOptions {
  state: ProductConfigState;
  /** back to the product's defaults */
  reset: () => void;
  canAdd: boolean;
  /** the bag line being edited, if any */
  editing: LineEditing | null;
  addAction: ProductAddAction | undefined;
  /** after the product went to the bag */
  onAdded: () => void;
}

/**
 * §2.9 / §4.5 what the configure screen's button does: puts the configured product in the
 * bag (or hands it to the coupon's action) and starts again, or saves the edited bag line
 * and goes back to the bag. Returns it and whether the '¡Agregado!' moment is on.
 */
export function useConfiguredAdd(options: ConfiguredAddOptions) {
  const { state, reset, canAdd, editing, addAction, onAdded } = options;
  // no warning where a test renders the configurator alone: only saving an edit navigates
  const router = useRouter({ warn: false });
  const [added, markAdded] = useAddedMoment();

  useEffect(() => {
    // the stored cart must be read before adding to it is saved; a failure retries later
    cartStoreHydrate().catch(() => undefined);
  }, []);

  const save = () => {
    if (!canAdd || editing === null) return;
    const unit = productConfigToUnit(state);
    if (!cartStoreEditLine(editing.line.addedOrders, unit, state.quantity)) {
      toastPush('error', PRODUCT_NOT_UPDATED_MESSAGE);
      return;
    }
    cartStoreEditEnd();
    toastPush('success', PRODUCT_UPDATED_MESSAGE);
    void router.navigate({ to: '/cart' });
  };

  const add = async () => {
    if (!canAdd) return;
    const unit = productConfigToUnit(state);
    const config = { unitPrice: unit.price, options: unit.options };
    if (addAction) {
      if (addAction.run({ product: state.product, quantity: state.quantity, config })) reset();
      return;
    }
    // 'Agregado' only once the bag can be saved: an add made before the stored bag is read
    // would be lost by a reload in between (as the promotion's add, a failure adds anyway)
    await cartStoreHydrate().catch(() => undefined);
    if (!cartStoreAdd(state.product, state.quantity, config)) {
      toastPush('error', PRODUCT_NOT_ADDED_MESSAGE);
      return;
    }
    toastPush('success', PRODUCT_ADDED_MESSAGE);
    markAdded();
    reset();
    onAdded();
  };

  return { added, onAdd: editing === null ? add : save };
}
