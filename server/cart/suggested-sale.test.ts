import { describe, expect, test } from 'vitest';
import { productSchema, type ChainData } from '../seed/schema.ts';
import { fixtureChain } from '../test/harness.ts';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { geoAllowedRows, SUGGESTIONS_MAX, suggestedSaleRows } from './suggested-sale.ts';

const sv = (local: string) => new Date(`${local}-06:00`).getTime();
const MONDAY_NOON = sv('2026-11-23T12:00:00');

const prd = (I: number, extra: Record<string, unknown> = {}) =>
  productSchema.parse({ I, IS: `p${I}`, N: `Producto ${I}`, P: 1, T: 1, TIP: 'PRD', ...extra });

/** The fixture chain (products 101–103, shop 10) plus suggestible products 201–212. */
function chain(): ChainData {
  const base = fixtureChain();
  return {
    ...base,
    productos: [
      ...base.productos,
      prd(201),
      prd(202),
      prd(203, { H: 1 }),
      prd(-4),
      prd(205, { SM: '0,1,1,1,1,1,1' }),
      prd(206),
      prd(207, { X: 2 }),
      prd(208, { C: 'LLEV' }),
      prd(209),
      prd(210),
      prd(211),
      prd(212),
    ],
    tiendas: [...base.tiendas, { ...base.tiendas[0]!, I: 11, CODIGO: 'T11' }],
    horarios: [...base.horarios, { I: 206, HD: '07:00', HH: '11:00' }],
    ventaSugerida: [
      { I: 101, S: [201, 202, 203, -4, 205, 206, 207, 208] },
      { I: 102, S: [208, 202] },
      { I: 103, S: [209, 210, 211, 212, 201] },
    ],
    geoPermitidos: [{ I: 207, TIENDAS: [10] }],
  };
}
const index = cartIndexBuild(chain());
const rows = (cartIds: number[], extra: Partial<Parameters<typeof suggestedSaleRows>[1]> = {}) =>
  suggestedSaleRows(index, {
    cartIds,
    shopId: null,
    blocked: new Set(),
    at: MONDAY_NOON,
    ...extra,
  }).map((r) => r.I);

describe('suggestedSaleRows (§4.6)', () => {
  test('only products that can be ordered now: visible, sold today, inside their hours', () => {
    // 203 hidden, -4 a test product, 205 not on Mondays, 206 breakfast only, 207 geo-limited
    expect(rows([101])).toEqual([201, 202, 208]);
    expect(rows([101], { at: sv('2026-11-24T09:00:00') })).toEqual([201, 202, 205, 206, 208]);
  });

  test('a geo-limited product only where the shop may sell it', () => {
    expect(rows([101], { shopId: 10 })).toEqual([201, 202, 207, 208]);
    expect(rows([101], { shopId: 11 })).toEqual([201, 202, 208]);
  });

  test('never what is in the cart or blocked; unknown cart ids suggest nothing', () => {
    expect(rows([101, 202])).toEqual([201, 208]);
    expect(rows([101], { blocked: new Set([201]) })).toEqual([202, 208]);
    expect(rows([999])).toEqual([]);
    expect(rows([])).toEqual([]);
  });

  test('what more cart items suggest comes first; at most SUGGESTIONS_MAX', () => {
    expect(rows([101, 102])).toEqual([202, 208, 201]);
    const many = rows([103, 101, 102]);
    expect(many).toHaveLength(SUGGESTIONS_MAX);
    expect(many.slice(0, 3)).toEqual([201, 202, 208]);
  });

  test('each row carries the product channel in C and T VS', () => {
    const result = suggestedSaleRows(index, {
      cartIds: [102],
      shopId: null,
      blocked: new Set(),
      at: MONDAY_NOON,
    });
    expect(result).toEqual([
      { C: 'LLEV', I: 208, T: 'VS' },
      { C: 'TODOS', I: 202, T: 'VS' },
    ]);
  });
});

describe('geoAllowedRows (§5.3)', () => {
  test("the shop's allowed geo-limited products; none without a shop", () => {
    expect(geoAllowedRows(index, 10)).toEqual([{ C: 'TODOS', I: 207, T: 'GEO' }]);
    expect(geoAllowedRows(index, 11)).toEqual([]);
    expect(geoAllowedRows(index, null)).toEqual([]);
  });
});
