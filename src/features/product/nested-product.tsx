import { useId, useState } from 'react';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { productConfigShowsBaseTitle } from '../../domain/product-config/product-config-view';
import { BasePicker } from './base-picker';
import { IngredientSections } from './ingredient-sections';
import type { HalfChoice } from './ingredient-rows';
import type { ProductConfigUpdate } from './use-product-config';

interface NestedProductProps {
  /** the product configured inside a P option (e.g. the combo's burger) */
  state: ProductConfigState;
  /** applies an action to that product (productConfigUpdateNested) */
  update: ProductConfigUpdate;
  currency: string;
}

/**
 * §3.4 a combo's product inside: an expandable 'Personalizar' section with its bread and its
 * ingredients. Nothing to customise, no section.
 */
export function NestedProduct({ state, update, currency }: NestedProductProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [half, setHalf] = useState<HalfChoice>('whole');
  const { product } = state;
  const customisable =
    productConfigShowsBaseTitle(state) ||
    (product.defaultIngredients?.list.length ?? 0) > 0 ||
    (product.extraIngredients?.list.length ?? 0) > 0;
  if (!customisable) return null;
  return (
    <div className="nested-product">
      <button
        type="button"
        className="button button--secondary nested-product__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-name`}
        onClick={() => setOpen((o) => !o)}
      >
        Personalizar
        <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
      </button>
      <span id={`${id}-name`} className="visually-hidden">
        {product.name}
      </span>
      <div id={`${id}-panel`} className="nested-product__panel" hidden={!open}>
        {open ? (
          <>
            <BasePicker state={state} update={update} currency={currency} headingLevel={3} />
            <IngredientSections
              state={state}
              update={update}
              currency={currency}
              half={half}
              onHalf={setHalf}
              headingLevel={3}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
