import { inArray } from 'drizzle-orm';
import { centsToAmount, type Cents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';

/**
 * §3.6 the lines of an order as cliente/getOrdenHash shows them: `{ D: name, C: count, P:
 * amount of the line }`, from the priced lines the save stored (orders.data.lineas:
 * `{ menuId, name, count, price (cents, all its units), … }`, see server/orders/save). A line
 * without a name takes the loaded chain's.
 */

export interface OrderDetailLine {
  D: string;
  C: number;
  P: number;
}

type Loose = Record<string, unknown>;

const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The menu id a stored line stands for, or null. */
export function orderLineMenuId(line: Loose): number | null {
  return int(line.menuId);
}

/**
 * §3.6 the detail of the order from its stored lines and the chain's names by menu id. The
 * cart keeps one PRD row per unit; like the cart view (§4.5), equal ones are shown once with
 * their count and the sum of their prices.
 */
export function orderDetailLines(
  lines: readonly Loose[],
  names: ReadonlyMap<number, string>,
): OrderDetailLine[] {
  const out: { line: OrderDetailLine; cents: number }[] = [];
  const plain = new Map<string, { line: OrderDetailLine; cents: number }>();
  for (const line of lines) {
    const id = orderLineMenuId(line);
    const name = text(line.name) ?? (id === null ? null : names.get(id)) ?? '';
    const stated = int(line.count);
    const count = stated !== null && stated > 0 ? stated : 1;
    const cents = int(line.price) ?? 0;
    const key =
      line.type === 'PRD' && line.parent == null ? `${id}|${name}|${cents / count}` : null;
    const same = key === null ? undefined : plain.get(key);
    if (same) {
      same.line.C += count;
      same.cents += cents;
      continue;
    }
    const entry = { line: { D: name, C: count, P: 0 }, cents };
    out.push(entry);
    if (key !== null) plain.set(key, entry);
  }
  return out.map(({ line, cents }) => ({ ...line, P: centsToAmount(cents as Cents) }));
}

/** The loaded chain's names (products, combos, promotions) of the lines stored without one. */
export async function orderLineNames(
  db: Database,
  lines: readonly Loose[],
): Promise<Map<number, string>> {
  const unnamed = lines.filter((line) => text(line.name) === null);
  const ids = [...new Set(unnamed.map(orderLineMenuId).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, data: products.data })
    .from(products)
    .where(inArray(products.id, ids));
  const names = new Map<number, string>();
  for (const row of rows) {
    const name = text((row.data as { N?: unknown }).N);
    if (name !== null) names.set(row.id, name);
  }
  return names;
}
