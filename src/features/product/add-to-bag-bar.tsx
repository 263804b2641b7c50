import { useId } from 'react';
import { centsFormat, type Cents } from '../../domain/money';
import { QuantityCounter } from '../../ui/quantity-counter';
import './add-to-bag-bar.css';

interface AddToBagBarProps {
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** §5.4 frozen while the product is blocked */
  frozen?: boolean;
  /** the live total: unit price × quantity, from the engine */
  total: Cents;
  currency: string;
  /** productConfigCanAdd */
  canAdd: boolean;
  /** why adding is not possible yet, shown while it is not */
  reason: string | null;
  onAdd: () => void;
}

/**
 * §2.7 / §5.4 the quantity counter ('Cantidad', minimum 1), the live total (announced
 * politely) and 'Agregar a mi bolsa', disabled with its reason in words while the engine
 * refuses the configuration. A sticky bar at the bottom of phones.
 */
export function AddToBagBar({
  quantity,
  onQuantity,
  frozen = false,
  total,
  currency,
  canAdd,
  reason,
  onAdd,
}: AddToBagBarProps) {
  const id = useId();
  const why = canAdd ? null : reason;
  return (
    <section className="add-to-bag" aria-label="Tu selección">
      <QuantityCounter
        value={quantity}
        onChange={onQuantity}
        min={1}
        label="Cantidad"
        frozen={frozen}
      />
      <p className="add-to-bag__total">
        <span id={`${id}-total`} className="add-to-bag__total-label">
          Total
        </span>
        <output
          className="add-to-bag__total-value"
          aria-labelledby={`${id}-total`}
          aria-live="polite"
        >
          {centsFormat(total, currency)}
        </output>
      </p>
      <button
        type="button"
        className="button add-to-bag__button"
        disabled={!canAdd}
        aria-describedby={why === null ? undefined : `${id}-reason`}
        onClick={onAdd}
      >
        Agregar a mi bolsa
      </button>
      <p id={`${id}-reason`} className="add-to-bag__reason">
        {why}
      </p>
    </section>
  );
}
