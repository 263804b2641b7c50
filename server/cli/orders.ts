import { setTimeout as sleepMs } from 'node:timers/promises';
import { desc } from 'drizzle-orm';
import { centsFormat, type Cents } from '../../src/domain/money.ts';
import { orderStatusParse, orderStatusText } from '../../src/domain/order/order-status.ts';
import { serverTimeFormatDateTime } from '../../src/domain/server-time.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { shops } from '../db/schema/places.ts';
import { driverStep } from '../orders/ops/driver-step.ts';
import { orderAdvance } from '../orders/ops/order-advance.ts';
import { orderDetailLines, orderLineNames } from '../orders/read/order-detail-lines.ts';
import {
  orderEventsOf,
  orderFindById,
  orderPointsOf,
  type OrderRow,
} from '../orders/read/order-find.ts';
import { orderSavedLines } from '../orders/read/order-saved.ts';
import type { CliIo } from '../seed/cli.ts';
import { cliRunAsMain, cliWithDatabase, type CliOpenDatabase } from './cli-database.ts';
import { ORDERS_USAGE, ordersArgsParse, type OrdersCommand } from './orders-args.ts';

/**
 * `npm run orders -- …` (docs/operator.md, issue 6 "Operations"): lists and shows the orders
 * in the database the server uses, moves one along its statuses, or drives its simulated
 * driver. The app reads orders fresh, so a change shows on the customer's next refresh.
 */

export interface OrdersCliOptions {
  clock?: () => Date;
  sleep?: (ms: number) => Promise<unknown>;
}

const money = (cents: number) => centsFormat(cents as Cents);
const when = (at: Date) => serverTimeFormatDateTime(at.getTime());
const TYPE = { TRA: 'recoger en tienda', DOM: 'entrega a domicilio' } as const;

async function shopNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: shops.id, data: shops.data }).from(shops);
  return new Map(rows.map((r) => [r.id, String((r.data as { N?: unknown }).N ?? '?')]));
}

const shopLabel = (names: Map<number, string>, id: number) => `${id} '${names.get(id) ?? '?'}'`;

function listLine(row: OrderRow, names: Map<number, string>): string {
  return [
    `  #${row.id}`,
    when(row.createdAt),
    row.status,
    `pago ${row.paymentStatus}`,
    money(row.totalCents),
    row.deliveryType,
    `tienda ${shopLabel(names, row.shopId)}`,
  ].join(' · ');
}

async function list(db: Database, io: CliIo, limit: number) {
  const [rows, names] = await Promise.all([
    db.select().from(orders).orderBy(desc(orders.id)).limit(limit),
    shopNames(db),
  ]);
  io.out(`Pedidos: ${rows.length} (los más recientes primero, hasta ${limit})`);
  for (const row of rows) io.out(listLine(row, names));
  return 0;
}

async function show(db: Database, io: CliIo, id: number) {
  const row = await orderFindById(db, id);
  if (!row) {
    io.err(`El pedido ${id} no existe.`);
    return 1;
  }
  const lines = orderSavedLines(row);
  const [events, points, names, lineNames] = await Promise.all([
    orderEventsOf(db, id),
    orderPointsOf(db, id),
    shopNames(db),
    orderLineNames(db, lines),
  ]);
  const status = orderStatusParse(row.status);
  io.out(`Pedido #${row.id} (seguimiento ${row.hash})`);
  io.out(`  Creado: ${when(row.createdAt)}`);
  if (row.futureAt) io.out(`  Pedido futuro para: ${when(row.futureAt)}`);
  io.out(`  Estado: ${status} (${orderStatusText(status)})`);
  io.out(`  Tipo: ${row.deliveryType} (${TYPE[row.deliveryType]})`);
  io.out(`  Tienda: ${shopLabel(names, row.shopId)}`);
  io.out(`  Pago: ${row.paymentType} · ${row.paymentStatus}`);
  io.out(
    `  Total: ${money(row.totalCents)} (subtotal ${money(row.subtotalCents)}, descuento ${money(row.discountCents)}), ${row.itemCount} productos`,
  );
  io.out(`  Contacto: ${row.contactName} <${row.contactEmail}>`);
  io.out('  Líneas:');
  for (const line of orderDetailLines(lines, lineNames)) {
    io.out(`    ${line.C} × ${line.D} · $${line.P.toFixed(2)}`);
  }
  io.out('  Historial:');
  for (const e of events) io.out(`    ${when(e.at)} ${e.status}`);
  io.out(`  Puntos del repartidor: ${points.length}`);
  return 0;
}

async function run(db: Database, io: CliIo, cmd: OrdersCommand, options: OrdersCliOptions) {
  const clock = options.clock ?? (() => new Date());
  if (cmd.action === 'list') return list(db, io, cmd.limit);
  if (cmd.action === 'show') return show(db, io, cmd.id);
  if (cmd.action === 'advance') {
    const r = await orderAdvance(db, cmd.id, cmd.to, clock());
    if (!r.ok) {
      io.err(r.message);
      return 1;
    }
    io.out(`Pedido #${r.id}: ${r.from} → ${r.status} (${orderStatusText(r.status)}).`);
    return 0;
  }
  const sleep = options.sleep ?? sleepMs;
  for (;;) {
    const r = await driverStep(db, cmd.id, clock());
    if (!r.ok) {
      io.err(r.message);
      return 1;
    }
    io.out(`Pedido #${r.id}: punto ${r.points} del repartidor · ${r.status}`);
    if (r.status === 'LLC') {
      io.out('El repartidor llegó al punto de entrega.');
      return 0;
    }
    await sleep(cmd.everyMs);
  }
}

/**
 * Runs the command; `openDb` is injectable so tests use their own database. Returns the
 * process exit code: 0 done, 1 bad arguments, unknown order or a refused move.
 */
export async function runOrdersCli(
  args: string[],
  io: CliIo,
  openDb: CliOpenDatabase,
  options: OrdersCliOptions = {},
): Promise<number> {
  const parsed = ordersArgsParse(args);
  if (!parsed.ok) {
    io.err(parsed.error);
    for (const line of ORDERS_USAGE) io.err(line);
    return 1;
  }
  const { command } = parsed;
  return cliWithDatabase(io, openDb, (db) => run(db, io, command, options));
}

await cliRunAsMain(import.meta.url, runOrdersCli);
