import { useId } from 'react';
import {
  productConfigChoose,
  productConfigUpdateNested,
} from '../../domain/product-config/product-config-choose';
import type { ProductConfigOptionView } from '../../domain/product-config/product-config-view';
import { ChoiceGroup, type ChoiceGroupItem } from '../../ui/choice-group';
import { extraPriceLabel } from './extra-price-label';
import { NestedProduct } from './nested-product';
import type { ProductConfigUpdate } from './use-product-config';

interface OptionGroupProps {
  view: ProductConfigOptionView;
  update: ProductConfigUpdate;
  currency: string;
}

/**
 * §2.9 / §5.4 an O or P option titled by its name ('Elige tu acompañamiento'): its visible
 * choices as radios with '+$0.50' when they cost more, 'Ninguno' when it is optional (MIN 0);
 * a required option with one choice just names it. A P option's product can be customised.
 */
export function OptionGroup({ view, update, currency }: OptionGroupProps) {
  const id = useId();
  const { option, choices, choiceId, nested } = view;
  if (choices.length === 0) return null;
  const items: ChoiceGroupItem<number | null>[] = choices.map((choice) => ({
    value: choice.id,
    label: choice.name,
    detail: extraPriceLabel(choice.extraPrice, currency),
  }));
  if (option.min < 1) items.push({ value: null, label: 'Ninguno' });
  const chosen = choices.find((c) => c.id === choiceId);
  return (
    <div className="product-option">
      {items.length > 1 ? (
        <ChoiceGroup
          legend={option.name}
          headingLevel={2}
          items={items}
          value={choiceId}
          onChange={(next) => update((s) => productConfigChoose(s, option.id, next))}
        />
      ) : (
        <div className="product-option__fixed" role="group" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="product-option__title">
            {option.name}
          </h2>
          <p className="product-option__chosen">
            {chosen?.name}
            {chosen && chosen.extraPrice > 0 ? (
              <span className="product-option__extra">
                {' '}
                {extraPriceLabel(chosen.extraPrice, currency)}
              </span>
            ) : null}
          </p>
        </div>
      )}
      {nested ? (
        <NestedProduct
          state={nested}
          update={(action) => update((s) => productConfigUpdateNested(s, option.id, action))}
          currency={currency}
        />
      ) : null}
    </div>
  );
}
