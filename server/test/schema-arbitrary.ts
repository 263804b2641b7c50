import fc from 'fast-check';

/**
 * Test fixture: fast-check arbitraries for the JSON Schemas of the published OpenAPI
 * document (issue 13 fuzz test) — bodies that follow a schema, and the same bodies mutated
 * (wrong types, missing fields, huge and unicode strings). Covers the keywords zod's
 * toJSONSchema emits for the calls; anything else is "any JSON value".
 */

export type JsonSchema = Record<string, unknown>;
type Body = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {};

const HUGE = 200_000;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  return fc.string({ minLength, maxLength: Math.min(maxLength, 80), unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  if (schema.type === 'integer') {
    return fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that follow `schema`. */
export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.length) {
    return fc.oneof(...options.map((o) => schemaArbitrary(asSchema(o))));
  }
  switch (schema.type) {
    case 'object': {
      const properties = asSchema(schema.properties);
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, schemaArbitrary(asSchema(v))]),
      );
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 8) : 8;
      return fc.array(schemaArbitrary(asSchema(schema.items)), { maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of another kind than any field expects, or a hostile string. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2 ** 31),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constant('x'.repeat(HUGE)),
  fc.constant('ñ🍔\u0000\u202e'.repeat(1000)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** Bodies for `schema`: valid ones, and valid ones with one field dropped, retyped or added. */
export function bodyArbitrary(schema: JsonSchema): fc.Arbitrary<Body> {
  const valid = schemaArbitrary(schema).map((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : { valor: v },
  );
  const keys = Object.keys(asSchema(schema.properties));
  const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 12 });
  const mutated = fc.tuple(valid, key, wrongValue, fc.nat(2)).map(([body, k, wrong, how]) => {
    const copy: Body = { ...body };
    if (how === 0) delete copy[k];
    else if (how === 1) copy[k] = wrong;
    else copy[`${k}_extra`] = wrong;
    return copy;
  });
  const anything = fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 5 });
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: mutated }, anything);
}
