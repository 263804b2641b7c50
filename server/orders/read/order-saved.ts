import { geoCoordinatesParse } from '../../../src/domain/geo/geo-coordinates.ts';
import type { GeoPoint } from '../../../src/domain/geo/geo-point.ts';
import type { OrderRow } from './order-find.ts';

/**
 * The order as it was saved (issue 6: orders.data = { data: the client's PickupData or
 * DeliveryData, lineas: the server's priced lines, menu: the lines as sent, orden }). Read
 * defensively: the column is JSON, so every field is checked before it is used.
 */

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The client data of the save (PickupData | DeliveryData); {} when missing. */
export function orderSavedClient(row: Pick<OrderRow, 'data'>): Loose {
  return isRecord(row.data) && isRecord(row.data.data) ? row.data.data : {};
}

/** The priced lines the save stored; [] when missing. */
export function orderSavedLines(row: Pick<OrderRow, 'data'>): Loose[] {
  const lines = isRecord(row.data) ? row.data.lineas : undefined;
  return Array.isArray(lines) ? lines.filter(isRecord) : [];
}

/**
 * §3.4 the order's lines as the app sent them, in the protocol's amounts (orders.data.menu,
 * written by the save after checking them); [] for an order saved before they were kept.
 */
export function orderSavedSentLines(row: Pick<OrderRow, 'data'>): Loose[] {
  const lines = isRecord(row.data) ? row.data.menu : undefined;
  return Array.isArray(lines) ? lines.filter(isRecord) : [];
}

/** A trimmed text field of the client data, or null when absent or empty. */
export function orderSavedText(client: Loose, key: string): string | null {
  const value = client[key];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** §3.6 where a home delivery goes (latitudEntrega/longitudEntrega); null for pickup. */
export function orderDeliveryPoint(row: Pick<OrderRow, 'data' | 'deliveryType'>): GeoPoint | null {
  if (row.deliveryType !== 'DOM') return null;
  const client = orderSavedClient(row);
  const point = geoCoordinatesParse(client.latitudEntrega, client.longitudEntrega);
  return typeof point === 'string' ? null : point;
}
