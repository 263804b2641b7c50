import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { loadChain } from '../seed/load.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { demoChain } from '../test/guest-calls.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { runOrdersCli } from './orders.ts';

// docs/operator.md "Orders": the command reads and moves the orders of the server's database.
let t: TestDatabase;
let db: Database;
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
const clock = () => new Date('2026-11-23T18:40:00Z');
const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  await loadChain(db, demoChain());
});
afterAll(async () => {
  await t.close();
});

async function run(...args: string[]): Promise<number> {
  out = [];
  err = [];
  return runOrdersCli(args, io, () => Promise.resolve({ db, close: async () => {} }), {
    clock,
    sleep,
  });
}

describe('npm run orders', () => {
  test('list shows the newest first with their status, payment, total, type and shop', async () => {
    const a = await orderFixtureInsert(db, { ownerSub: 'g-1', shopId: 2 });
    const b = await orderFixtureInsert(db, {
      ownerSub: 'g-1',
      deliveryType: 'DOM',
      paymentType: 'TAR',
      subtotalCents: 2000,
      discountCents: 250,
    });
    expect(await run('list')).toBe(0);
    expect(out[0]).toMatch(/^Pedidos: \d+ \(los más recientes primero, hasta 50\)$/);
    expect(out[1]).toBe(
      `  #${b.id} · 23/11/2026 12:00 · PEN · pago pendiente · $17.50 · DOM · tienda 1 'Galerías Escalón'`,
    );
    expect(out[2]).toBe(
      `  #${a.id} · 23/11/2026 12:00 · PEN · pago no aplica · $12.50 · TRA · tienda 2 'Metrocentro San Salvador'`,
    );
    expect(await run('list', '--limit', '1')).toBe(0);
    expect(out).toHaveLength(2);
  });

  test('advance moves an order and show tells its whole story', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1' });
    expect(await run('advance', String(o.id))).toBe(0);
    expect(out).toEqual([`Pedido #${o.id}: PEN → INI (En preparación).`]);
    expect(await run('advance', String(o.id), 'ent')).toBe(0);
    expect(out).toEqual([`Pedido #${o.id}: INI → ENT (Ya fué entregado).`]);
    expect(await run('show', String(o.id))).toBe(0);
    expect(out).toEqual([
      `Pedido #${o.id} (seguimiento ${o.hash})`,
      '  Creado: 23/11/2026 12:00',
      '  Estado: ENT (Ya fué entregado)',
      '  Tipo: TRA (recoger en tienda)',
      "  Tienda: 1 'Galerías Escalón'",
      '  Pago: EFE · no aplica',
      '  Total: $12.50 (subtotal $12.50, descuento $0.00), 3 productos',
      '  Contacto: Ana López <ana@example.com>',
      '  Líneas:',
      '    2 × Papas fritas regulares · $5.00',
      '    1 × Papas fritas grandes · $7.50',
      '  Historial:',
      '    23/11/2026 12:00 PEN',
      '    23/11/2026 12:40 INI',
      '    23/11/2026 12:40 ENT',
      '  Puntos del repartidor: 0',
    ]);
  });

  test('refusals, unknown orders and bad arguments exit 1 with a Spanish message', async () => {
    const card = await orderFixtureInsert(db, { ownerSub: 'g-1', paymentType: 'TAR' });
    expect(await run('advance', String(card.id))).toBe(1);
    expect(err).toEqual(['El pedido aún no está pagado']);
    expect(await run('show', '987654')).toBe(1);
    expect(err).toEqual(['El pedido 987654 no existe.']);
    expect(await run('advance', '987654')).toBe(1);
    expect(err).toEqual(['Pedido no encontrado']);
    expect(await run('mover', '1')).toBe(1);
    expect(err[0]).toBe('Acción desconocida: mover');
    expect(err).toContain('Uso:');
  });

  test('driver steps until the driver arrives, waiting --every between points', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'DOM' });
    sleeps.length = 0;
    expect(await run('driver', String(o.id), '--every', '5')).toBe(0);
    expect(out[0]).toBe(`Pedido #${o.id}: punto 1 del repartidor · DES`);
    expect(out[9]).toBe(`Pedido #${o.id}: punto 10 del repartidor · LLC`);
    expect(out[10]).toBe('El repartidor llegó al punto de entrega.');
    expect(sleeps).toEqual(Array.from({ length: 9 }, () => 5));
    expect(await run('driver', String(o.id))).toBe(1);
    expect(err[0]).toMatch(/ya está en LLC/);
    const pickup = await orderFixtureInsert(db, { ownerSub: 'g-1' });
    expect(await run('driver', String(pickup.id))).toBe(1);
    expect(err).toEqual([`El pedido #${pickup.id} se recoge en tienda: no lleva repartidor`]);
  });
});
