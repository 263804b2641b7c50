import type { OptionChoice, ProductOption } from '../../domain/menu';
import {
  productConfigAddPick,
  productConfigRemovePick,
  type ProductConfigStepMessage,
} from '../../domain/product-config/product-config-atp';
import type { ProductConfigState } from '../../domain/product-config/product-config-state';
import { QuantityCounter } from '../../ui/quantity-counter';
import { extraPriceLabel } from './extra-price-label';
import type { ProductConfigUpdate } from './use-product-config';
import './atp-step.css';

interface AtpStepProps {
  state: ProductConfigState;
  update: ProductConfigUpdate;
  option: ProductOption;
  /** the choices shown at the size and channel */
  choices: readonly OptionChoice[];
  message: ProductConfigStepMessage | undefined;
  currency: string;
}

/**
 * §3.4 / §5.4 one ATP step: a counter from 0 per choice (picks may repeat; '+' stops when the
 * engine refuses one more) and the step's message, 'Configurado correctamente' or what is
 * missing, announced as it changes.
 */
export function AtpStep({ state, update, option, choices, message, currency }: AtpStepProps) {
  const picks = state.steps.find((s) => s.optionId === option.id)?.picks ?? [];
  return (
    <fieldset className="atp-step">
      <legend className="atp-step__title">
        <h2 className="atp-step__heading">{option.name}</h2>
      </legend>
      <ul className="atp-step__choices">
        {choices.map((choice) => {
          const count = picks.find((p) => p.choiceId === choice.id)?.count ?? 0;
          const full = productConfigAddPick(state, option.id, choice.id) === state;
          const extra = extraPriceLabel(choice.extraPrice, currency);
          return (
            <li key={choice.id} className="atp-step__choice">
              <QuantityCounter
                value={count}
                min={0}
                max={full ? count : undefined}
                label={choice.name}
                onChange={(next) =>
                  update((s) =>
                    next > count
                      ? productConfigAddPick(s, option.id, choice.id)
                      : productConfigRemovePick(s, option.id, choice.id),
                  )
                }
              />
              {extra ? <span className="atp-step__extra">{extra}</span> : null}
            </li>
          );
        })}
      </ul>
      <p
        className={`atp-step__message${message?.error ? ' atp-step__message--error' : ''}`}
        aria-live="polite"
        aria-atomic="true"
      >
        {message?.message}
      </p>
    </fieldset>
  );
}
