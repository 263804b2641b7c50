import { productConfigSetBase } from '../../domain/product-config/product-config-select';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import {
  productConfigBaseList,
  productConfigShowsBaseTitle,
} from '../../domain/product-config/product-config-view';
import { ChoiceGroup } from '../../ui/choice-group';
import { extraPriceLabel } from './extra-price-label';
import type { ProductConfigUpdate } from './use-product-config';

interface BasePickerProps {
  state: ProductConfigState;
  update: ProductConfigUpdate;
  currency: string;
  /** 3 inside a combo's 'Personalizar' section */
  headingLevel?: 2 | 3;
}

/** §2.9 'Elige tu tipo de pan': the breads of the chosen size, only when there are several. */
export function BasePicker({ state, update, currency, headingLevel = 2 }: BasePickerProps) {
  if (!productConfigShowsBaseTitle(state)) return null;
  return (
    <ChoiceGroup
      legend="Elige tu tipo de pan"
      headingLevel={headingLevel}
      items={productConfigBaseList(state).map((base) => ({
        value: base.baseId,
        label: base.name,
        detail: extraPriceLabel(base.extraPrice, currency),
      }))}
      value={state.baseId}
      onChange={(baseId) => update((s) => productConfigSetBase(s, baseId))}
    />
  );
}
