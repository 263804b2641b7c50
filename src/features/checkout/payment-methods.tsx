import { useId } from 'react';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import '../../ui/choice-tile.css';
import '../../ui/choice-group.css';
import { CARD_OFFLINE_MESSAGE } from './checkout-messages';

/** §4.3 the payment methods as the customer reads them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Efectivo',
  card: 'Tarjeta de crédito o débito',
  certificate: 'Certificado',
};

interface PaymentMethodsProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** offline the card is shown disabled, with why */
  online: boolean;
}

/**
 * §4.3 the payment method as native radios in a fieldset (the arrow keys move the choice),
 * styled as the shared choice group. Without a connection the card cannot be chosen.
 */
export function PaymentMethods({ methods, value, onChange, online }: PaymentMethodsProps) {
  const id = useId();
  return (
    <fieldset className="choice-group choice-group--list payment-methods">
      <legend className="choice-group__legend">Método de pago</legend>
      <div className="choice-group__items">
        {methods.map((method) => {
          const disabled = method === 'card' && !online;
          const noteId = `${id}-${method}-note`;
          return (
            <label
              key={method}
              className={`choice-tile choice-group__item${disabled ? ' payment-methods__item--disabled' : ''}`}
            >
              <input
                type="radio"
                className="choice-group__input"
                name={id}
                value={method}
                checked={method === value}
                disabled={disabled}
                aria-describedby={disabled ? noteId : undefined}
                onChange={() => onChange(method)}
              />
              <span className="choice-group__label">
                {PAYMENT_METHOD_LABELS[method]}
                {disabled ? (
                  <span id={noteId} className="payment-methods__note">
                    {CARD_OFFLINE_MESSAGE}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
