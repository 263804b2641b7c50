import { useId } from 'react';
import type { ShopHours } from '../../domain/catalogs';
import type { MenuParameters } from '../../domain/menu-data';
import { futureOrderLeadMinutes } from '../../domain/schedule/future-order-lead';
import { futureOrderDateOf } from '../../domain/schedule/future-order-moment';
import type { DeliveryFutureOrder } from '../../domain/delivery/delivery-mode';
import { ChoiceGroup } from '../../ui/choice-group';
import { FutureOrderFields } from './future-order-fields';
import { futureOrderNotice } from './future-order-notice';
import { useFutureOrderDays } from './use-future-order-days';

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
  const days = useFutureOrderDays(now, shopHours, chain.opening, chain.closing, lead);
  const chosenDate = value ? futureOrderDateOf(value.at) : null;
  const day = days.find((d) => d.date === chosenDate) ?? days[0] ?? null;
  const notice = futureOrderNotice({
    now,
    at: value?.at ?? null,
    shopHours,
    chain,
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
        <FutureOrderFields
          ids={ids}
          days={days}
          day={day}
          value={value}
          onChooseDay={chooseDay}
          onChange={onChange}
        />
      ) : null}
    </section>
  );
}
