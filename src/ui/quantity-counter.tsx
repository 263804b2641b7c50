import { useId } from 'react';
import './quantity-counter.css';

export interface QuantityCounterProps {
  value: number;
  onChange: (next: number) => void;
  /** §2.7 minimum 1 by default */
  min?: number;
  max?: number;
  /** §5.4 frozen while the product is blocked */
  frozen?: boolean;
  /** §2.7 'Cantidad' by default; what the counter counts, for screen readers too */
  label?: string;
  /** hide the visible label (a list row already names its product) */
  labelHidden?: boolean;
  size?: 'regular' | 'small';
}

/**
 * §2.7 / §5.4 quantity counter: '−' and '+' around the value, never below its minimum nor
 * above its maximum, frozen when blocked. The value is announced politely as it changes.
 */
export function QuantityCounter({
  value,
  onChange,
  min = 1,
  max,
  frozen = false,
  label = 'Cantidad',
  labelHidden = false,
  size = 'regular',
}: QuantityCounterProps) {
  const labelId = useId();
  const canDecrease = !frozen && value > min;
  const canIncrease = !frozen && (max === undefined || value < max);
  return (
    <div
      className={`quantity-counter quantity-counter--${size}`}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className={labelHidden ? 'visually-hidden' : 'quantity-counter__label'}>
        {label}
      </span>
      <div className="quantity-counter__controls">
        <button
          type="button"
          className="quantity-counter__button"
          aria-label={`Quitar uno (${label})`}
          disabled={!canDecrease}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="quantity-counter__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="quantity-counter__button"
          aria-label={`Agregar uno (${label})`}
          disabled={!canIncrease}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
