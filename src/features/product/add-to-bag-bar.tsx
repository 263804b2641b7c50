import { useId, type ReactNode } from 'react';
import { centsFormat, type Cents } from '../../domain/money';
import { QuantityCounter } from '../../ui/quantity-counter';
import { stickyBottomInset } from '../../ui/sticky-bottom-inset';
import { AddButtonLabel } from './add-button-label';
import { CartDock } from './cart-dock';
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
  /** the button's words when it does something else than add ('Guardar cambios') */
  actionLabel?: string;
  /** just added: the button says '¡Agregado!' for a moment */
  added?: boolean;
  /** shown above the bar's controls after an add ('Seguir comprando') */
  more?: ReactNode;
}

/**
 * §2.7 / §5.4 the quantity counter ('Cantidad', minimum 1), the live total (announced
 * politely) and 'Agregar a mi bolsa', disabled with its reason in words while the engine
 * refuses the configuration. A bar that stays in sight at the bottom of the screen, under the
 * options on phones and beside the picture on large screens, with the bag docked in it.
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
  actionLabel,
  added = false,
  more = null,
}: AddToBagBarProps) {
  const id = useId();
  const why = canAdd ? null : reason;
  return (
    <section ref={stickyBottomInset} className="add-to-bag" aria-label="Tu selección">
      {more}
      <CartDock className="add-to-bag__bag" />
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
        className={`button add-to-bag__button${added ? ' add-to-bag__button--added' : ''}`}
        disabled={!canAdd}
        aria-describedby={why === null ? undefined : `${id}-reason`}
        onClick={onAdd}
      >
        <AddButtonLabel added={added} label={actionLabel} />
      </button>
      <p id={`${id}-reason`} className="add-to-bag__reason">
        {why}
      </p>
    </section>
  );
}
