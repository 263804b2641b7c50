import { useId, useMemo } from 'react';
import type { ShopHours } from '../../domain/catalogs';
import type { MenuParameters } from '../../domain/menu-data';
import { futureOrderDays } from '../../domain/schedule/future-order-days';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import { futureOrderDateOf } from '../../domain/schedule/future-order-moment';
import { futureOrderTimes } from '../../domain/schedule/future-order-times';
import { scheduleHoursOn } from '../../domain/schedule/schedule-hours';
import { scheduleOpeningCheck } from '../../domain/schedule/schedule-opening-check';
import { scheduleOpeningMessage } from '../../domain/schedule/schedule-opening-message';
import type { DeliveryFutureOrder } from '../../domain/delivery/delivery-mode';
import { ChoiceGroup } from '../../ui/choice-group';
import { futureOrderDayText, time12hText } from '../../ui/dates';

interface FutureOrderPickerProps {
  now: number;
  parameters: Pick<
    MenuParameters,
    'openingTime' | 'closingTime' | 'minFutureMinutes' | 'futureOrdersDisabled'
  >;
  /** the serving shop's hours; empty: the chain's hours */
  shopHours: readonly ShopHours[];
  value: DeliveryFutureOrder | null;
  onChange: (future: DeliveryFutureOrder | null) => void;
}

/**
 * §5.5 when: as soon as possible, or a future order on a day and time inside the shop's
 * hours and at least the minimum lead (default 45 min) after server time. Hidden when
 * DISABLE_PEDIDO_FUTURO is set.
 */
export function FutureOrderPicker({
  now,
  parameters,
  shopHours,
  value,
  onChange,
}: FutureOrderPickerProps) {
  const ids = useId();
  const lead = futureOrderLeadMinutes(parameters);
  const chain = { opening: parameters.openingTime, closing: parameters.closingTime };
  // days with at least one time left (today may be over, a closed day has none)
  const days = useMemo(
    () =>
      futureOrderDays(now, shopHours, chain, 7)
        .map((d, daysAhead) => ({
          ...d,
          label: futureOrderDayText(d.start, daysAhead),
          times: futureOrderTimes(d.date, now, d.hours, lead),
        }))
        .filter((d) => d.times.length > 0),
    // chain hours are strings: compare by value
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [now, shopHours, chain.opening, chain.closing, lead],
  );
  const chosenDate = value ? futureOrderDateOf(value.at) : null;
  const day = days.find((d) => d.date === chosenDate) ?? days[0] ?? null;
  const times = day?.times ?? [];
  // §4.4 whether the order can be served as chosen (now, or at the future time)
  const outcome = scheduleOpeningCheck({
    now,
    futureOrderAt: value?.at ?? null,
    shopHours,
    chainHours: chain,
    minLeadMinutes: lead,
  });
  const notice =
    outcome === 'ok'
      ? null
      : scheduleOpeningMessage(outcome, {
          hours: scheduleHoursOn(shopHours, chain, now),
          leadMinutes: lead,
        });
  if (parameters.futureOrdersDisabled) {
    return notice ? (
      <p className="future-order__notice" role="status">
        {notice}
      </p>
    ) : null;
  }

  const chooseDay = (date: string) => {
    const first = days.find((d) => d.date === date)?.times[0];
    onChange(first ? { at: first.at, invalid: false } : null);
  };

  return (
    <section className="future-order">
      <ChoiceGroup
        legend="¿Cuándo lo quieres?"
        headingLevel={2}
        variant="segmented"
        items={[
          { value: 'now', label: 'Lo antes posible' },
          { value: 'later', label: 'Programar pedido' },
        ]}
        value={value ? 'later' : 'now'}
        onChange={(mode) => {
          if (mode === 'now') onChange(null);
          else if (day) chooseDay(day.date);
        }}
      />
      {notice ? (
        <p className="future-order__notice" role="status">
          {notice}
          {value === null && days.length > 0 ? ' Puedes programar tu pedido.' : ''}
        </p>
      ) : null}
      {value ? (
        <div className="future-order__fields">
          <div className="field">
            <label htmlFor={`${ids}-day`}>Día</label>
            <select
              id={`${ids}-day`}
              value={day?.date ?? ''}
              onChange={(e) => chooseDay(e.target.value)}
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
      ) : null}
    </section>
  );
}
