import { useId } from 'react';
import { createPortal } from 'react-dom';
import { centsFormat, type Cents } from '../../domain/money';
import { QuantityCounter } from '../../ui/quantity-counter';
import { useDeviceKind } from '../../ui/use-device-kind';
import { AddButtonLabel } from './add-button-label';
import { CartDockSlot } from './cart-dock-slot';
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
  /** large screens: the bar is shown here, beside the options, rather than after them */
  largeScreenSlot?: HTMLElement | null;
}

/**
 * §2.7 / §5.4 the quantity counter ('Cantidad', minimum 1), the live total (announced
 * politely) and 'Agregar a mi bolsa', disabled with its reason in words while the engine
 * refuses the configuration. A sticky bar at the bottom of phones; on large screens a summary
 * that stays in sight beside the options.
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
  largeScreenSlot = null,
}: AddToBagBarProps) {
  const id = useId();
  const large = useDeviceKind() === 'desktop';
  const why = canAdd ? null : reason;
  const bar = (
    <section className="add-to-bag" aria-label="Tu selección">
      <CartDockSlot className="add-to-bag__bag" />
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
  return large && largeScreenSlot !== null ? createPortal(bar, largeScreenSlot) : bar;
}
