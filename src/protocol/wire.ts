import * as v from 'valibot';
import { centsFromAmount } from '../domain/money';

/**
 * Short-key wire helpers: lenient on form, strict on meaning. The app's adapters (src/api)
 * read every answer with them; the data/getData rows the server reads too (menu-product.ts,
 * menu-pricing.ts) are written with them, so both sides run the same reading
 * (docs/decisions/025). valibot keeps the parsing code in the first load small
 * (docs/decisions/005).
 *
 * Unlike zod, v.object does not run a schema on a missing key: it runs it on the schema's
 * v.nullish default when there is one, or else takes its v.fallback as is. So a helper that
 * maps a missing value starts with v.nullish(…, default), and a fallback is the final value.
 */

/** Parse with `schema`, then map the value. */
export function wireMap<S extends v.GenericSchema, O>(
  schema: S,
  fn: (value: v.InferOutput<S>) => O,
) {
  return v.pipe(schema, v.transform(fn));
}

/** A top-level answer with zod-style parse/safeParse, as apiRequest (AnswerSchema) takes it. */
export function wireAnswer<S extends v.GenericSchema>(schema: S) {
  return {
    schema,
    /** the mapped answer; throws when it does not fit */
    parse: (data: unknown): v.InferOutput<S> => v.parse(schema, data),
    safeParse(data: unknown) {
      const result = v.safeParse(schema, data);
      return result.success
        ? { success: true as const, data: result.output }
        : { success: false as const, error: { issues: result.issues } };
    },
  };
}

/** a JSON object: v.object and v.record alone would take an array too */
const jsonObject = v.custom<unknown>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
);

/** An object with these keys (others dropped); an array is not one. */
export function wireObject<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(jsonObject, v.object(entries));
}

/** An object whose every value fits `value`; an array is not one. */
export function wireRecord<S extends v.GenericSchema>(value: S) {
  return v.pipe(jsonObject, v.record(v.string(), value));
}

/** a JSON number (1e400 parses to Infinity, which is none) */
export const wireFiniteNumber = v.pipe(v.number(), v.finite());

const numericText = wireMap(
  v.pipe(v.string(), v.trim(), v.regex(/^[-+]?(\d+\.?\d*|\.\d+)$/)),
  Number,
);

/** a number, or a numeric string as some chain exports send */
export const wireNumber = v.union([wireFiniteNumber, numericText]);
export const wireInt = v.pipe(wireNumber, v.safeInteger());
export const wireIntOrNull = v.nullish(wireInt, null);
/** money amount to integer cents (§9) */
export const wireCents = wireMap(wireNumber, (value) => centsFromAmount(value));
export const wireCentsOrNull = v.nullish(wireCents, null);
export const wireCentsOrZero = v.fallback(wireCents, () => centsFromAmount(0));
export const wireText = wireMap(v.nullish(v.union([v.string(), wireFiniteNumber]), ''), String);
export const wireTextOrNull = wireMap(wireText, (value) => (value.trim() === '' ? null : value));
export const wireHhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** 'S'/'N' flag */
export const wireFlag = wireMap(
  v.nullish(v.union([v.string(), v.boolean()]), false),
  (value) => value === true || value === 'S' || value === '1',
);
/** seven '1'/'0' flags Monday..Sunday; anything else means every day */
export const wireWeekdays = wireMap(v.nullish(v.string(), ''), (value): boolean[] =>
  /^[01](,[01]){6}$/.test(value) ? value.split(',').map((f) => f === '1') : Array(7).fill(true),
);

function validRows<S extends v.GenericSchema>(item: S) {
  return (rows: readonly unknown[]): v.InferOutput<S>[] =>
    rows.flatMap((row) => {
      const parsed = v.safeParse(item, row);
      return parsed.success ? [parsed.output] : [];
    });
}

/** `schema`, or null when the value is missing, null or malformed. */
export function wireOrNull<S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.nullish(schema, null), null);
}

/** A required list whose rows are parsed one by one; rows that do not fit are dropped. */
export function wireList<S extends v.GenericSchema>(item: S) {
  return wireMap(v.array(v.unknown()), validRows(item));
}

/** Rows read one by one with `item`, as wireList reads a list: those that do not fit are dropped. */
export function wireRowsRead<S extends v.GenericSchema>(
  item: S,
  rows: readonly unknown[],
): v.InferOutput<S>[] {
  return validRows(item)(rows);
}

/** Like wireList, but a missing, null or malformed list is an empty one. */
export function wireListOrEmpty<S extends v.GenericSchema>(item: S) {
  return wireMap(
    v.fallback(
      v.nullish(v.array(v.unknown()), () => []),
      () => [],
    ),
    validRows(item),
  );
}
