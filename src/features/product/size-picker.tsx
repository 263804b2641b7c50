import { productConfigSetSize } from '../../domain/product-config/product-config-select';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { productConfigSizeList } from '../../domain/product-config/product-config-view';
import { ChoiceGroup } from '../../ui/choice-group';
import { extraPriceLabel } from './extra-price-label';
import type { ProductConfigUpdate } from './use-product-config';

interface SizePickerProps {
  state: ProductConfigState;
  update: ProductConfigUpdate;
  currency: string;
}

/**
 * §2.9 / §4.5 the size picker: 'Tamaño del combo' for a combo, 'Tamaño' otherwise, each size
 * with its extra price; choosing one reselects the options. Shown with two sizes or more.
 */
export function SizePicker({ state, update, currency }: SizePickerProps) {
  const sizes = productConfigSizeList(state);
  if (sizes.length < 2) return null;
  return (
    <ChoiceGroup
      legend={state.product.type === 'CMB' ? 'Tamaño del combo' : 'Tamaño'}
      headingLevel={2}
      items={sizes.map((size) => ({
        value: size.id,
        label: size.name,
        detail: extraPriceLabel(size.extraPrice, currency),
      }))}
      value={state.sizeId}
      onChange={(sizeId) => update((s) => productConfigSetSize(s, sizeId))}
    />
  );
}
