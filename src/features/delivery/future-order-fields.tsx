import type { DeliveryFutureOrder } from '../../domain/delivery/delivery-mode';
import { time12hText } from '../../ui/dates';
import type { FutureOrderChoiceDay } from './use-future-order-days';

interface FutureOrderFieldsProps {
  ids: string;
  days: FutureOrderChoiceDay[];
  /** the chosen day, or the first one offered */
  day: FutureOrderChoiceDay | null;
  value: DeliveryFutureOrder;
  onChooseDay: (date: string) => void;
  onChange: (future: DeliveryFutureOrder) => void;
}

/** §5.5 a future order's day and time, each chosen from what is left. */
export function FutureOrderFields({
  ids,
  days,
  day,
  value,
  onChooseDay,
  onChange,
}: FutureOrderFieldsProps) {
  const times = day?.times ?? [];
  return (
    <div className="future-order__fields">
      <div className="field">
        <label htmlFor={`${ids}-day`}>Día</label>
        <select
          id={`${ids}-day`}
          value={day?.date ?? ''}
          onChange={(e) => onChooseDay(e.target.value)}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-time`}>Hora</label>
        <select
          id={`${ids}-time`}
          value={times.some((t) => t.at === value.at) ? String(value.at) : ''}
          onChange={(e) => onChange({ at: Number(e.target.value), invalid: false })}
        >
          {times.length === 0 ? <option value="">Sin horarios disponibles</option> : null}
          {times.map((t) => (
            <option key={t.at} value={String(t.at)}>
              {time12hText(t.at)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
