import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/protocol/order-line.ts';
import { cartQuote, type CartQuote } from './cart-quote.ts';
import { orderLinesParse } from './order-lines-schema.ts';
import {
  honestCart,
  lineAt,
  MONDAY_NOON,
  quoteWorldStart,
  wireOf,
  type QuoteWorld,
} from './quote.fixture';

// §3.4 / §4.3 what the order save does with order lines: those it cannot read are refused in
// Spanish before any quote, and the quote of any it can read never throws; on the demo chain
// read back from a real database.
let world: QuoteWorld;
let honest: OrderLine[];

beforeAll(async () => {
  world = await quoteWorldStart();
  honest = wireOf(honestCart(world));
});
afterAll(async () => {
  await world.server.close();
});

/** The order save's reading of the lines (its body check), then the quote of what it read. */
function readAndQuote(lines: unknown): { error: string } | { quote: CartQuote } {
  const read = orderLinesParse(lines);
  if (!read.ok) return { error: read.error };
  return { quote: cartQuote(world.serverMenu, read.lines, MONDAY_NOON, world.promotionValid) };
}

const REFUSED = /^Las líneas del pedido no son válidas: /;

function expectRefused(lines: unknown, detail: string): void {
  const outcome = readAndQuote(lines);
  expect(outcome).toEqual({ error: expect.stringMatching(REFUSED) });
  expect('error' in outcome && outcome.error).toContain(detail);
}

/** Every place in a JSON tree, as the keys that lead to it. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (typeof value === 'object' && value !== null) {
    return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  }
  return [at];
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is undefined). */
function mutate(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe('junk order lines are refused in Spanish', () => {
  it('not a list of lines', () => {
    for (const junk of [null, undefined, 'menu', 7, true, { lines: honest }]) {
      expectRefused(junk, 'las líneas del pedido deben ser una lista');
    }
    expectRefused([], 'El pedido no tiene productos');
  });

  it('wrong types in a real cart', () => {
    const lines = wireOf(honestCart(world));
    (lineAt(lines, 5) as unknown as Record<string, unknown>).P = '0.01';
    (lineAt(lines, 30) as unknown as Record<string, unknown>).IA = false;
    expectRefused(lines, 'línea 1, P: debe ser un monto');
    expectRefused(lines, 'línea 5, IA: debe ser 1 o 0');
  });

  it('a negative price and 3-decimal amounts', () => {
    const negative = wireOf(honestCart(world));
    lineAt(negative, 15).P = -1.49;
    expectRefused(negative, 'línea 3, P: no puede ser negativo');
    const decimals = wireOf(honestCart(world));
    const unit = lineAt(decimals, 30).list?.[0];
    if (!unit) throw new Error('sin unidad');
    unit.P = 7.991;
    expectRefused(decimals, 'línea 5, list.0.P: debe tener como máximo 2 decimales');
  });

  it('huge lists', () => {
    expectRefused(
      Array.from({ length: 500_000 }, () => honest[0]),
      'admite como máximo 100 líneas',
    );
    const lines = wireOf(honestCart(world));
    const box = lineAt(lines, 35);
    const unit = box.list?.[0];
    if (!unit) throw new Error('sin unidad');
    box.list = Array.from({ length: 10_000 }, (_, i) => ({ ...unit, NP: 10_000 + i }));
    expectRefused(lines, 'list: admite como máximo 50 unidades');
  });

  it('a forged price on an ingredient is a key the lines do not have', () => {
    const lines = wireOf(honestCart(world));
    const own = lineAt(lines, 20).list?.[0]?.O[0];
    if (!own) throw new Error('sin opción propia');
    own.TDE.push({ I: 7106, TIP: 'A', m1: 1, m2: 1, TDE: [], PA: 0 } as (typeof own.TDE)[number]);
    expectRefused(lines, 'Llave desconocida: "PA"');
  });
});

describe('reading and quoting never throw', () => {
  it('on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const outcome = readAndQuote(value);
        return 'error' in outcome && REFUSED.test(outcome.error);
      }),
      { numRuns: 200 },
    );
  });

  it('on a real cart with any one value replaced or removed', () => {
    const paths = pathsOf(honest);
    fc.assert(
      fc.property(
        fc.nat({ max: paths.length - 1 }),
        fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
        (at, value) => {
          const outcome = readAndQuote(mutate(honest, paths[at] ?? [], value));
          if ('error' in outcome) return REFUSED.test(outcome.error);
          const q = outcome.quote;
          // read: one result per line, and the totals are the re-priced cart's
          return (
            q.lines.length > 0 &&
            q.lines.every((l, i) => l.index === i) &&
            q.total === q.subtotal - q.discount
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
