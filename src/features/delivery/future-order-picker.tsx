import { useId } from 'react';
import { ChoiceGroup } from '../../ui/choice-group';
import { FutureOrderFields } from './future-order-fields';
import { type FutureOrderChoiceInput, useFutureOrderChoice } from './use-future-order-choice';

/**
 * §5.5 when: as soon as possible, or a future order on a day and time inside the shop's
 * hours and at least the minimum lead (default 45 min) after server time. Hidden when
 * DISABLE_PEDIDO_FUTURO is set.
 */
export function FutureOrderPicker(props: FutureOrderChoiceInput) {
  const { parameters, value, onChange } = props;
  const ids = useId();
  const { days, day, notice, chooseDay } = useFutureOrderChoice(props);
  if (parameters.futureOrdersDisabled) {
    return notice ? (
      <p className="future-order__notice" role="status">
        {notice}
      </p>
    ) : null;
  }

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
