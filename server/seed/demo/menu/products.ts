import type { z } from 'zod';
import type { productSchema } from '../../schema.ts';

type Product = z.input<typeof productSchema>;

export const money = (n: number): number => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

export const productos: Product[] = [];
export type Extra = Partial<Omit<Product, 'I' | 'N' | 'D' | 'P' | 'T' | 'TIP' | 'IS'>>;
const ordInCategory = new Map<number, number>();

export function product(
  I: number,
  TIP: Product['TIP'],
  T: number,
  N: string,
  P: number,
  D: string,
  extra: Extra = {},
): number {
  const ORD = (ordInCategory.get(T) ?? 0) + 1;
  ordInCategory.set(T, ORD);
  productos.push({
    I,
    IS: `prd-${I < 0 ? `n${-I}` : I}`,
    N,
    D,
    P: money(P),
    T,
    TIP,
    X: 1,
    C: 'TODOS',
    H: 0,
    NW: 'N',
    SM: '1,1,1,1,1,1,1',
    ORD,
    CODIGO_URL: null,
    DES: 'N',
    O: [],
    TDE: null,
    TDI: null,
    ...extra,
  });
  return I;
}
export const prd = (I: number, T: number, N: string, P: number, D: string, extra: Extra = {}) =>
  product(I, 'PRD', T, N, P, D, extra);
export const priceOf = (I: number): number => productos.find((p) => p.I === I)!.P;
