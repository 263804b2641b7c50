import { orderStatusStage, type OrderStatus } from './order-status';

/** §3.6 / §9 how the order reaches the customer: home delivery (DOM) or pickup (TRA). */
export type OrderDeliveryType = 'home' | 'shop';

/** Where a step of the progress stands against the order's status. */
export type OrderProgressState = 'done' | 'current' | 'upcoming';

export interface OrderProgressStep {
  label: string;
  state: OrderProgressState;
}

/**
 * §4.4 the labels of the stages a customer sees. Home delivery: stage 0 'Preparando',
 * 1 'En camino', 2 'Entregado'. Choice: a pickup order has no 'on the way' and no 'ready'
 * status (it goes from received to delivered), so it shows two steps, the second one
 * 'Entregado' like the status text.
 */
const LABELS: Readonly<Record<OrderDeliveryType, readonly string[]>> = {
  home: ['Preparando', 'En camino', 'Entregado'],
  shop: ['Preparando', 'Entregado'],
};

/**
 * §4.4 the progress steps of an order: the steps before its stage are done, the one of its
 * stage is current (the last one too, once delivered), the rest upcoming.
 */
export function orderProgressSteps(
  deliveryType: OrderDeliveryType,
  status: OrderStatus,
): OrderProgressStep[] {
  const labels = LABELS[deliveryType];
  const stage = orderStatusStage(status);
  // a pickup order has no 'on the way' step: a shipped status still reads as preparing
  const at = deliveryType === 'home' ? stage : stage === 2 ? 1 : 0;
  return labels.map((label, index) => ({
    label,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

/** §4.4 the tracker follows the driver while the order is on the way (stage 1). */
export function orderIsOnTheWay(status: OrderStatus): boolean {
  return orderStatusStage(status) === 1;
}
