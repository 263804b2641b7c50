import {
  orderProgressSteps,
  type OrderDeliveryType,
  type OrderProgressState,
} from '../../domain/order/order-progress';
import type { OrderStatus } from '../../domain/order/order-status';

const STATE_TEXT: Record<OrderProgressState, string> = {
  done: 'completado',
  current: 'etapa actual',
  upcoming: 'pendiente',
};

/** §4.4 the order's stages as a list of steps; the current one is marked for assistive tech. */
export function OrderProgress({
  deliveryType,
  status,
}: {
  deliveryType: OrderDeliveryType;
  status: OrderStatus;
}) {
  const steps = orderProgressSteps(deliveryType, status);
  return (
    <ol
      className={`order-progress order-progress--${steps.length}`}
      aria-label="Progreso del pedido"
    >
      {steps.map((step) => (
        <li
          key={step.label}
          className={`order-progress__step is-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="order-progress__dot" aria-hidden="true" />
          <span className="order-progress__label">{step.label}</span>
          <span className="visually-hidden">, {STATE_TEXT[step.state]}</span>
        </li>
      ))}
    </ol>
  );
}
