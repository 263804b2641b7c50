/** Product options (O) and their choices (OPS), numbered in the order they are made. */
import type { z } from 'zod';
import type { optionChoiceSchema, productOptionSchema } from '../../schema.ts';
import { money } from './products.ts';

export type Option = z.input<typeof productOptionSchema>;
type Choice = z.input<typeof optionChoiceSchema>;

let nextOption = 3001;
let nextChoice = 5001;
export function choice(
  N: string,
  Cref: number | null,
  PA = 0,
  T: number | null = null,
  D = '',
): Choice {
  return { I: nextChoice++, C: Cref, N, D, PA: money(PA), T, G: null };
}
export function option(
  TIP: Option['TIP'],
  N: string,
  OPS: Choice[],
  extra: Partial<Omit<Option, 'TIP' | 'N' | 'OPS' | 'I'>> = {},
): Option {
  return {
    TIP,
    I: nextOption++,
    N,
    D: '',
    DM: TIP === 'ATP' ? null : OPS[0]!.I,
    S: null,
    GRP: null,
    HPO: 0,
    MIN: 1,
    MAX: 1,
    OPS,
    ...extra,
  };
}
