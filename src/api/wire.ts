import * as z from 'zod/mini';
import { centsFromAmount } from '../domain/money';

/**
 * Short-key wire helpers shared by the adapters: lenient on form, strict on meaning.
 * zod/mini keeps the parsing code in the first load small.
 */

/** Parse with `schema`, then map the value. */
export function wireMap<A extends z.ZodMiniType, O>(schema: A, fn: (value: z.output<A>) => O) {
  return z.pipe(schema, z.transform<z.output<A>, O>(fn));
}

const numericText = wireMap(
  z.string().check(z.trim(), z.regex(/^[-+]?(\d+\.?\d*|\.\d+)$/)),
  Number,
);

/** a number, or a numeric string as some chain exports send */
export const wireNumber = z.union([z.number(), numericText]);
export const wireInt = z.pipe(wireNumber, z.int());
export const wireIntOrNull = wireMap(z.nullish(wireInt), (v) => v ?? null);
/** money amount to integer cents (§9) */
export const wireCents = wireMap(wireNumber, (v) => centsFromAmount(v));
export const wireCentsOrNull = wireMap(z.nullish(wireCents), (v) => v ?? null);
export const wireCentsOrZero = z.catch(wireCents, () => centsFromAmount(0));
export const wireText = wireMap(z.nullish(z.union([z.string(), z.number()])), (v) =>
  v === null || v === undefined ? '' : String(v),
);
export const wireTextOrNull = wireMap(wireText, (v) => (v.trim() === '' ? null : v));
export const wireHhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** 'S'/'N' flag */
export const wireFlag = wireMap(
  z.nullish(z.union([z.string(), z.boolean()])),
  (v) => v === true || v === 'S' || v === '1',
);
/** seven '1'/'0' flags Monday..Sunday; anything else means every day */
export const wireWeekdays = wireMap(z.nullish(z.string()), (v): boolean[] =>
  v && /^[01](,[01]){6}$/.test(v) ? v.split(',').map((f) => f === '1') : Array(7).fill(true),
);

function validRows<S extends z.ZodMiniType>(item: S) {
  return (rows: readonly unknown[] | null | undefined): z.output<S>[] =>
    (rows ?? []).flatMap((row) => {
      const parsed = item.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
}

/** A required list whose rows are parsed one by one; rows that do not fit are dropped. */
export function wireList<S extends z.ZodMiniType>(item: S) {
  return wireMap(z.array(z.unknown()), validRows(item));
}

/** Like wireList, but a missing or malformed list is an empty one. */
export function wireListOrEmpty<S extends z.ZodMiniType>(item: S) {
  return wireMap(z.catch(z.nullish(z.array(z.unknown())), null), validRows(item));
}
