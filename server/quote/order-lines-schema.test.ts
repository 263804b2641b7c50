import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_LINES_LIMITS, orderLinesParse } from './order-lines-schema.ts';

// §3.4 the order lines as the server reads them: the app's short keys, strict types and sizes.

type Json = Record<string, unknown>;

const prd = (over: Json = {}): Json => ({
  I: 1001,
  IA: 0,
  C: 1,
  P: 1.49,
  PO: 1.49,
  TIP: 'PRD',
  VS: 0,
  APC: [],
  D: 'Papas fritas regulares',
  DSC: null,
  ET: 0,
  FH: null,
  IP: null,
  MC: null,
  NP: 5,
  NUC: null,
  PID: null,
  TP: 0,
  ...over,
});

const option = (over: Json = {}): Json => ({
  I: 3002,
  TIP: 'O',
  D: 5002,
  DM: null,
  S: [],
  BAS: null,
  TAM: null,
  TDE: [],
  ...over,
});

const unit = (np: number, over: Json = {}): Json => ({ P: 5.99, O: [option()], NP: np, ...over });

const combo = (over: Json = {}): Json =>
  prd({ I: 1301, TIP: 'CMB', P: 5.99, PO: 5.99, NP: 10, list: [unit(10)], ...over });

const promo = (over: Json = {}): Json =>
  prd({ I: 1905, IP: 1905, IA: 1, TIP: 'PROMO', P: 0.99, PO: 0.99, NP: 20, ...over });

function refusal(raw: unknown): string {
  const parsed = orderLinesParse(raw);
  if (parsed.ok) throw new Error('se esperaba un rechazo');
  expect(parsed.error).toMatch(/^Las líneas del pedido no son válidas: /);
  return parsed.error;
}

describe('orderLinesParse: what it accepts', () => {
  it('reads lines with every amount in integer cents', () => {
    const parsed = orderLinesParse([prd({ P: 0.3, PO: 1.49 }), combo(), promo({ MC: 15 })]);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.lines.map((l) => [l.P, l.PO, l.MC])).toEqual([
      [30, 149, null],
      [599, 599, null],
      [99, 99, 1500],
    ]);
    expect(parsed.lines[1]?.list?.[0]).toEqual({ P: 599, O: [option()], NP: 10 });
  });

  it('takes the largest amount, a coupon at a negative price and deep enough nesting', () => {
    const nested = (levels: number): Json =>
      levels === 1 ? option() : option({ TIP: 'P', S: [nested(levels - 1)] });
    const parsed = orderLinesParse([
      prd({ P: ORDER_LINES_LIMITS.amount }),
      combo({ list: [unit(10, { O: [nested(ORDER_LINES_LIMITS.optionLevels)] })] }),
      promo({ TP: 1, P: -1.5, PO: -1.5, I: 4001, IP: 4001, PID: 4001, DSC: 'MONTO' }),
    ]);
    expect(parsed.ok).toBe(true);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = orderLinesParse(value);
        return parsed.ok || parsed.error.startsWith('Las líneas del pedido no son válidas: ');
      }),
    );
  });
});

describe('orderLinesParse: what it refuses, in Spanish', () => {
  it('anything but a non-empty list', () => {
    for (const raw of [null, undefined, 'hola', 42, {}, { menu: [] }]) {
      expect(refusal(raw)).toContain('las líneas del pedido deben ser una lista');
    }
    expect(refusal([])).toContain('El pedido no tiene productos');
  });

  it('amounts with more than 2 decimals, never rounded', () => {
    expect(refusal([prd({ P: 1.499 })])).toContain(
      'línea 1, P: debe tener como máximo 2 decimales',
    );
    expect(refusal([prd({ PO: 1.005 })])).toContain('PO: debe tener como máximo 2 decimales');
    expect(refusal([combo({ list: [unit(10, { P: 5.991 })] })])).toContain(
      'línea 1, list.0.P: debe tener como máximo 2 decimales',
    );
    expect(refusal([promo({ MC: 15.001 })])).toContain('MC: debe tener como máximo 2 decimales');
  });

  it('negative prices, and positive ones on a coupon', () => {
    expect(refusal([prd({ P: -1 })])).toContain('línea 1, P: no puede ser negativo');
    expect(refusal([prd({ PO: -1 })])).toContain('PO: no puede ser negativo');
    expect(refusal([combo({ list: [unit(10, { P: -0.01 })] })])).toContain(
      'list.0.P: no puede ser negativo',
    );
    expect(refusal([promo({ MC: -1 })])).toContain('MC: no puede ser negativo');
    expect(refusal([promo({ TP: 1, P: 1 })])).toContain('un cupón no puede tener precio positivo');
    expect(refusal([prd({ TP: 1, P: 0 })])).toContain('un cupón va en una línea PROMO');
    expect(refusal([promo({ TP: 1, P: -1, PID: null })])).toContain(
      'PID: un cupón debe traer su id (PID)',
    );
    expect(refusal([promo({ TP: 1, P: -1, PID: 2001, DSC: null })])).toContain(
      'DSC: un cupón debe traer su tipo de descuento',
    );
  });

  it('amounts out of range or not numbers', () => {
    expect(refusal([prd({ P: 100_000 })])).toContain('monto fuera de rango');
    expect(refusal([prd({ P: Number.POSITIVE_INFINITY })])).toContain('P:');
    expect(refusal([prd({ P: '1.49' })])).toContain('línea 1, P: debe ser un monto');
  });

  it('wrong types', () => {
    expect(refusal([prd({ I: '1001' })])).toContain('línea 1, I: debe ser un id entero');
    expect(refusal([prd({ I: 10.5 })])).toContain('I: debe ser un id entero');
    expect(refusal([prd({ I: -3 })])).toContain('I: debe ser un id entero');
    expect(refusal([prd({ IA: true })])).toContain('IA: debe ser 1 o 0');
    expect(refusal([prd({ TIP: 'FAK' })])).toContain('TIP: tipo de línea no válido');
    expect(refusal([prd({ D: 7 })])).toContain('D: debe ser un texto');
    expect(refusal([prd({ NP: 2 ** 40 })])).toContain('NP: debe ser un orden entero');
    expect(refusal([prd({ DSC: 'GRATIS' })])).toContain('DSC: tipo de descuento no válido');
    expect(refusal([combo({ list: [unit(10, { O: [option({ TIP: 'X' })] })] })])).toContain(
      'list.0.O.0.TIP: debe ser O, P o ATP',
    );
    const ingredient = { I: 7101, TIP: 'A', m1: 2, m2: 1, TDE: [] };
    expect(
      refusal([combo({ list: [unit(10, { O: [option({ TDE: [ingredient] })] })] })]),
    ).toContain('list.0.O.0.TDE.0.m1: debe ser 1 o 0');
  });

  it('missing keys and keys it does not know', () => {
    const { VS: _vs, ...withoutVs } = prd();
    expect(refusal([withoutVs])).toContain('línea 1, VS:');
    expect(refusal([prd({ precio: 0.01 })])).toContain('línea 1');
    const forged = { I: 7101, TIP: 'A', m1: 1, m2: 1, TDE: [], PA: 0 };
    expect(refusal([combo({ list: [unit(10, { O: [option({ TDE: [forged] })] })] })])).toContain(
      'list.0.O.0.TDE.0',
    );
  });

  it('lists over their limits, checked before their items are read', () => {
    const many = Array.from({ length: 1_000_000 }, () => 0);
    expect(refusal(many)).toContain('pedido: admite como máximo 100 líneas');
    const units = Array.from({ length: 51 }, (_, i) => unit(10 + i));
    expect(refusal([combo({ C: 51, list: units })])).toContain(
      'list: admite como máximo 50 unidades',
    );
    expect(refusal([prd({ APC: many })])).toContain('APC: admite como máximo 200 ids');
    expect(refusal([prd({ D: 'x'.repeat(201) })])).toContain(
      'D: admite como máximo 200 caracteres',
    );
    const full = (n: number) =>
      combo({ NP: n * 100, C: 50, list: Array.from({ length: 50 }, (_, i) => unit(n * 100 + i)) });
    expect(refusal([full(1), full(2), full(3), full(4), full(5)])).toContain(
      'pedido: admite como máximo 200 unidades por pedido',
    );
  });

  it('nesting deeper than a product can be configured', () => {
    const nested = (levels: number): Json =>
      levels === 1 ? option() : option({ TIP: 'P', S: [nested(levels - 1)] });
    const deep = combo({ list: [unit(10, { O: [nested(ORDER_LINES_LIMITS.optionLevels + 1)] })] });
    expect(refusal([deep])).toContain('no admite elecciones a esta profundidad');
    const tde = (levels: number): Json => ({
      I: 7101,
      TIP: 'A',
      m1: 1,
      m2: 1,
      TDE: levels === 1 ? [] : [tde(levels - 1)],
    });
    const deepTde = combo({ list: [unit(10, { O: [option({ TDE: [tde(4)] })] })] });
    expect(refusal([deepTde])).toContain('no admite ingredientes a esta profundidad');
  });

  it('units that do not match the line', () => {
    expect(refusal([combo({ list: undefined })])).toContain('list: debe traer sus unidades');
    expect(refusal([combo({ list: [] })])).toContain('list: debe traer sus unidades');
    expect(refusal([combo({ C: 2 })])).toContain('C: debe ser el número de unidades');
    expect(refusal([prd({ list: [unit(5)] })])).toContain(
      'list: solo va en líneas CMB, ESF, ESM o ATP',
    );
    expect(refusal([prd({ C: 2 })])).toContain('C: debe ser 1 en esta línea');
  });

  it('added orders used twice', () => {
    expect(refusal([prd(), prd()])).toContain('línea 2, NP: el orden 5 ya lo usa la línea 1');
    expect(refusal([prd({ NP: 10 }), combo()])).toContain('línea 2, NP: el orden 10 ya lo usa');
    expect(refusal([combo({ C: 2, list: [unit(10), unit(10)] })])).toContain('list: NP repetido');
  });

  it('a promotion line not applied, or standing for another promotion', () => {
    expect(refusal([promo({ IA: 0 })])).toContain('IA: una promoción enviada debe estar aplicada');
    expect(refusal([promo({ IP: 1901 })])).toContain('IP: debe ser el id de la promoción (I)');
  });

  it('lists five problems at most, then how many more', () => {
    const error = refusal(Array.from({ length: 8 }, (_, i) => prd({ NP: i, P: -1 })));
    expect(error.split('; ')).toHaveLength(6);
    expect(error).toMatch(/y 3 problemas más$/);
  });
});
