/**
 * Sizes (tamanios) of the configurable products and the combos, and the (size, base) pairs
 * (masas) of the configurable products.
 */
import type { z } from 'zod';
import type { baseSizeSchema, sizeSchema } from '../../schema.ts';
import { money } from './products.ts';

type Size = z.input<typeof sizeSchema>;
type BaseSize = z.input<typeof baseSizeSchema>;

export const tamanios: Size[] = [];
export const masas: BaseSize[] = [];
let nextSize = 100;
export function sizes(IDPMN: number, list: [string, number][]): number[] {
  return list.map(([N, PA], index) => {
    const sizeId = nextSize++;
    tamanios.push({ I: sizeId, IDPMN, N, PA: money(PA), O: index + 1 });
    return sizeId;
  });
}

export const BASES = {
  clasico: { BAS: 401, N: 'Pan clásico', PA: 0 },
  brioche: { BAS: 402, N: 'Pan brioche', PA: 0.5 },
  integral: { BAS: 403, N: 'Pan integral', PA: 0.25 },
  lechuga: { BAS: 404, N: 'Lechuga (sin pan)', PA: 0 },
  papa: { BAS: 405, N: 'Pan de papa', PA: 0.35 },
} as const;
export type BaseDef = (typeof BASES)[keyof typeof BASES];

/**
 * One masas row per (size, base). Halves allowed where `halves` holds the size. PI / PE:
 * surcharge per added topping / specialty at that size (docs/seed-format.md).
 */
export function pairs(
  IDPMN: number,
  sizeIds: number[],
  bases: BaseDef[],
  halves: number[] = [],
  big: number[] = halves,
): void {
  for (const TAM of sizeIds) {
    const large = big.includes(TAM);
    for (const base of bases) {
      masas.push({
        IDPMN,
        BAS: base.BAS,
        N: base.N,
        TAM,
        PA: money(large ? base.PA * 2 : base.PA),
        PM: halves.includes(TAM) ? 'S' : 'N',
        PE: large ? 0.5 : 0,
        PI: large ? 0.25 : 0,
      });
    }
  }
}
