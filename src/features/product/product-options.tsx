import { productConfigAtpMessages } from '../../domain/product-config/product-config-atp';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { productConfigOptionViews } from '../../domain/product-config/product-config-view';
import { AtpStep } from './atp-step';
import { OptionGroup } from './option-group';
import type { ProductConfigUpdate } from './use-product-config';

interface ProductOptionsProps {
  state: ProductConfigState;
  update: ProductConfigUpdate;
  currency: string;
}

/**
 * §2.9 / §5.4 the options of the chosen size in menu order: O and P options as single
 * choices, ATP steps with counters; hidden options (HPO) are applied but not shown.
 */
export function ProductOptions({ state, update, currency }: ProductOptionsProps) {
  const messages = productConfigAtpMessages(state);
  return (
    <>
      {productConfigOptionViews(state).map((view) => {
        if (view.hidden) return null;
        if (view.option.type !== 'ATP') {
          return (
            <OptionGroup key={view.option.id} view={view} update={update} currency={currency} />
          );
        }
        const index = state.steps.findIndex((s) => s.optionId === view.option.id);
        return (
          <AtpStep
            key={view.option.id}
            state={state}
            update={update}
            option={view.option}
            choices={view.choices}
            message={messages.find((m) => m.index === index)}
            currency={currency}
          />
        );
      })}
    </>
  );
}
