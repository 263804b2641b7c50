import { centsToAmount } from '../domain/money';
import type { OrderLine, OrderLineCents } from './order-line';

/**
 * §3.4 / §9 an order line read by the server (cents) back in the protocol's amounts: the line
 * as it travels. The order keeps its lines so (orders.data.menu) and its wire form gives them
 * back, for 'Repetir pedido'.
 */
export function orderLineAmounts(line: OrderLineCents): OrderLine {
  const { list, ...rest } = line;
  return {
    ...rest,
    APC: [...line.APC],
    P: centsToAmount(line.P),
    PO: centsToAmount(line.PO),
    MC: line.MC === null ? null : centsToAmount(line.MC),
    ...(list === undefined
      ? {}
      : { list: list.map((unit) => ({ ...unit, P: centsToAmount(unit.P) })) }),
  };
}
