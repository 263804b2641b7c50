import { useState } from 'react';
import type { Category, Channel, MenuProduct } from '../../domain/menu';
import { productConfigCanAdd } from '../../domain/product-config/product-config-check';
import { productConfigTotal } from '../../domain/product-config/product-config-price';
import { productConfigSetQuantity } from '../../domain/product-config/product-config-quantity';
import type { ProductConfigMenu } from '../../domain/product-config/product-config-state';
import { AddToBagBar } from './add-to-bag-bar';
import { addToBagReason } from './add-to-bag-reason';
import { BasePicker } from './base-picker';
import { IngredientSections } from './ingredient-sections';
import { KeepShopping } from './keep-shopping';
import type { HalfChoice } from './ingredient-rows';
import { ProductOptions } from './product-options';
import { SizePicker } from './size-picker';
import { type ProductAddAction, useConfiguredAdd } from './use-configured-add';
import { useLineEditing } from './use-line-editing';
import { useProductConfig } from './use-product-config';
import './product-configurator.css';

export { PRODUCT_ADDED_MESSAGE } from './use-configured-add';

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
  /** the menu's categories: after an add, 'Seguir comprando' offers them */
  categories?: readonly Category[];
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
  categories,
}: ProductConfiguratorProps) {
  const lineEditing = useLineEditing(menu, product, channel);
  // a coupon's product is always a new one: never the bag line being edited
  const editing = addAction ? null : lineEditing;
  const { state, update, reset } = useProductConfig(menu, product, channel, editing?.state);
  const [half, setHalf] = useState<HalfChoice>('whole');
  const [addedOnce, setAddedOnce] = useState(false);
  const configured = !blocked && productConfigCanAdd(state);
  const canAdd = configured || addAction?.anyConfig === true;
  const { added, onAdd } = useConfiguredAdd({
    state,
    reset,
    canAdd,
    editing,
    addAction,
    onAdded: () => {
      setHalf('whole');
      setAddedOnce(true);
    },
  });

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
        onAdd={onAdd}
        actionLabel={addAction?.label ?? (editing === null ? undefined : 'Guardar cambios')}
        added={added}
        more={addedOnce && categories ? <KeepShopping categories={categories} /> : null}
      />
    </div>
  );
}
