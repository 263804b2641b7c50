import { useId, type Ref } from 'react';
import '../../ui/form.css';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field cash-amount">
      <label htmlFor={id} className="form-field__label">
        Pagaré con<span className="form-field__optional"> (opcional)</span>
      </label>
      <p id={hintId} className="form-field__hint">
        ¿Con cuánto pagarás? Así tendremos listo tu cambio.
      </p>
      <div className="cash-amount__control">
        <span className="cash-amount__symbol" aria-hidden="true">
          {currency}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={9}
          placeholder="0.00"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
