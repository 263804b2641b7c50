/**
 * §4.4 order status codes: PEN pending, ASI assigned, INI received, LLE waiting for driver,
 * DES shipped, LLC driver arrived, ENT delivered, FIN finished, ENV sent, CAN tracker
 * canceled.
 */
export const ORDER_STATUSES = [
  'PEN',
  'ASI',
  'INI',
  'LLE',
  'DES',
  'LLC',
  'ENT',
  'FIN',
  'ENV',
  'CAN',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §4.4 a status read from the wire; absent or unknown is PEN (the tracker's default). */
export function orderStatusParse(code: string | null | undefined): OrderStatus {
  const upper = (code ?? '').trim().toUpperCase();
  return ORDER_STATUSES.find((status) => status === upper) ?? 'PEN';
}

/**
 * §4.4 the text shown for a status, word for word. Choice: assigned and received read as
 * pending ('En preparación'), which is what the kitchen is doing then.
 */
export function orderStatusText(status: OrderStatus): string {
  switch (status) {
    case 'PEN':
    case 'ASI':
    case 'INI':
      return 'En preparación';
    case 'DES':
      return 'Ha sido enviado';
    case 'LLE':
      return 'Sin asignar';
    case 'LLC':
      return 'Ha llegado';
    case 'ENT':
    case 'FIN':
    case 'ENV':
      return 'Ya fué entregado';
    case 'CAN':
      return 'está pendiente de entrega';
  }
}

/** §4.4 stages: 0 preparing (pending … assigned driver), 1 on the way, 2 delivered; else 0. */
export type OrderStage = 0 | 1 | 2;

export function orderStatusStage(status: OrderStatus): OrderStage {
  if (status === 'DES' || status === 'LLC') return 1;
  if (status === 'ENT' || status === 'FIN' || status === 'ENV') return 2;
  return 0;
}

/**
 * The order state machine (issue 6): which status may follow which. Pickup orders go from
 * received to delivered; delivery orders wait for a driver, ship and arrive. Finished and
 * canceled are final.
 */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PEN: ['ASI', 'INI', 'CAN'],
  ASI: ['INI', 'CAN'],
  INI: ['LLE', 'ENT', 'CAN'],
  LLE: ['DES', 'CAN'],
  DES: ['LLC', 'ENT'],
  LLC: ['ENT'],
  ENT: ['ENV', 'FIN'],
  ENV: ['FIN'],
  FIN: [],
  CAN: [],
};

/** Whether an order may move from one status to another (never to itself). */
export function orderStatusCanMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an order may move to next. */
export function orderStatusNext(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** §4.4 whether an order's status is final: delivered, finished, sent or canceled. */
export function orderStatusIsFinal(status: OrderStatus): boolean {
  return orderStatusStage(status) === 2 || status === 'CAN';
}
