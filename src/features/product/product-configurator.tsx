import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ProductConfigured } from '../../domain/cart/cart-add';
import type { Channel, MenuProduct } from '../../domain/menu';
import { productConfigCanAdd } from '../../domain/product-config/product-config-check';
import { productConfigTotal } from '../../domain/product-config/product-config-price';
import { productConfigSetQuantity } from '../../domain/product-config/product-config-quantity';
import type { ProductConfigMenu } from '../../domain/product-config/product-config-state';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import {
  cartStoreAdd,
  cartStoreEditEnd,
  cartStoreEditLine,
  cartStoreHydrate,
} from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { AddToBagBar } from './add-to-bag-bar';
import { addToBagReason } from './add-to-bag-reason';
import { BasePicker } from './base-picker';
import { IngredientSections } from './ingredient-sections';
import type { HalfChoice } from './ingredient-rows';
import { ProductOptions } from './product-options';
import { SizePicker } from './size-picker';
import { useAddedMoment } from './use-added-moment';
import { useLineEditing } from './use-line-editing';
import { useProductConfig } from './use-product-config';
import './product-configurator.css';

/** §4.5 the toast after adding. */
export const PRODUCT_ADDED_MESSAGE = 'Producto agregado a tu bolsa';
const PRODUCT_NOT_ADDED_MESSAGE = 'No se pudo agregar el producto a tu bolsa';
/** §4.5 the toasts after saving an edited bag line. */
export const PRODUCT_UPDATED_MESSAGE = 'Producto actualizado en tu bolsa';
const PRODUCT_NOT_UPDATED_MESSAGE = 'No se pudo guardar el cambio en tu bolsa';

/** §2.9 what the configure screen needs: the product, the menu it comes from, the currency. */
export interface ProductConfiguratorProps {
  /** a PRD, CMB, ATP, ESF or ESM product */
  product: MenuProduct;
  menu: ProductConfigMenu;
  currency: string;
  /** §4.5 the delivery channel the choices must serve; all channels by default */
  channel?: Channel;
  /** §5.4 blocked where the customer buys: the quantity is frozen and nothing can be added */
  blocked?: boolean;
  /** §2.9 what the button does instead of adding the product alone (a coupon's product) */
  addAction?: ProductAddAction;
}

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

/** §8.2 the blocked-product message, word for word. */
export const PRODUCT_BLOCKED_MESSAGE =
  'Por el momento no contamos con uno o mas de los productos u opciones selecionadas.';

/**
 * §2.9 / §3.4 / §5.4 the configure screen: size, bread, halves, ingredients and options drive
 * the engine's temporary product; the bar adds it to the cart with the engine's unit price and
 * options, says 'Producto agregado a tu bolsa' (the button reads '¡Agregado!' for a moment, the
 * bag button beside it counts the new units) and starts again from the defaults. Opened with
 * 'Editar' from the bag, it starts from the line's configuration and 'Guardar cambios' puts
 * the line back in place (§4.5).
 */
export function ProductConfigurator({
  product,
  menu,
  currency,
  channel = 'TODOS',
  blocked = false,
  addAction,
}: ProductConfiguratorProps) {
  const lineEditing = useLineEditing(menu, product, channel);
  // a coupon's product is always a new one: never the bag line being edited
  const editing = addAction ? null : lineEditing;
  const { state, update, reset } = useProductConfig(menu, product, channel, editing?.state);
  // no warning where a test renders the configurator alone: only saving an edit navigates
  const router = useRouter({ warn: false });
  const [half, setHalf] = useState<HalfChoice>('whole');
  const [added, markAdded] = useAddedMoment();
  const configured = !blocked && productConfigCanAdd(state);
  const canAdd = configured || addAction?.anyConfig === true;

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
    const added = cartStoreAdd(state.product, state.quantity, config);
    if (!added) {
      toastPush('error', PRODUCT_NOT_ADDED_MESSAGE);
      return;
    }
    toastPush('success', PRODUCT_ADDED_MESSAGE);
    markAdded();
    reset();
    setHalf('whole');
  };

  return (
    <div className="product-configurator">
      {editing === null ? null : (
        <p className="product-configurator__editing" role="status">
          Estás editando este producto de tu bolsa.
        </p>
      )}
      <SizePicker state={state} update={update} currency={currency} />
      <BasePicker state={state} update={update} currency={currency} />
      <IngredientSections
        state={state}
        update={update}
        currency={currency}
        half={half}
        onHalf={setHalf}
      />
      <ProductOptions state={state} update={update} currency={currency} />
      <AddToBagBar
        quantity={state.quantity}
        onQuantity={(quantity) => update((s) => productConfigSetQuantity(s, quantity, blocked))}
        frozen={blocked}
        total={productConfigTotal(state)}
        currency={currency}
        canAdd={canAdd}
        reason={blocked ? PRODUCT_BLOCKED_MESSAGE : canAdd ? null : addToBagReason(state)}
        onAdd={editing === null ? add : save}
        actionLabel={addAction?.label ?? (editing === null ? undefined : 'Guardar cambios')}
        added={added}
      />
    </div>
  );
}
