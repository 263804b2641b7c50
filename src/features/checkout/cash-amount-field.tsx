import type { Ref } from 'react';
import { FormField } from '../../ui/form-field';

interface CashAmountFieldProps {
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  currency: string;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * §4.3 'Pagaré con': the optional cash amount the customer pays with, so the change comes
 * ready. It is checked on 'Confirmar pedido' (a message appearing on leaving the field would
 * move the button under the finger); the error is announced and tied to the field.
 */
export function CashAmountField({
  value,
  onChange,
  error,
  currency,
  inputRef,
}: CashAmountFieldProps) {
  return (
    <FormField
      label="Pagaré con"
      optional
      hint="¿Con cuánto pagarás? Así tendremos listo tu cambio."
      error={error ?? undefined}
      announce
    >
      {(aria) => (
        <div className="cash-amount__control">
          <span className="cash-amount__symbol" aria-hidden="true">
            {currency}
          </span>
          <input
            {...aria}
            ref={inputRef}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={9}
            placeholder="0.00"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
