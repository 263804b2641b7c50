import { z } from 'zod';

/**
 * Id fields of the calls' form bodies (docs/protocol.md). Every message is Spanish;
 * defineCall prefixes it with the field name and answers 400.
 */

/** Most ids one call takes: a cart holds far fewer (§9 maximum items). */
export const ID_LIST_MAX = 500;

/** An id as a form field; bounded to the database's integer so no query can overflow. */
export const formId = z
  .string({ error: 'debe ser un número entero' })
  .trim()
  .regex(/^-?\d{1,9}$/, 'debe ser un número entero')
  .transform(Number);

/** An optional id: absent or empty means none. */
export const formIdOptional = z.preprocess(
  (value) => (value === '' ? undefined : value),
  formId.optional(),
);

const LIST_MESSAGE = 'debe ser una lista de ids separados por comas';

/** 'ids': menu ids separated by commas ('1101,1501'); empty means none. */
export const formIdList = z
  .string({ error: LIST_MESSAGE })
  .transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.some((part) => !/^-?\d{1,9}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: LIST_MESSAGE });
      return z.NEVER;
    }
    if (parts.length > ID_LIST_MAX) {
      ctx.addIssue({ code: 'custom', message: `admite como máximo ${ID_LIST_MAX} ids` });
      return z.NEVER;
    }
    return parts.map(Number);
  })
  .meta({
    // published in the OpenAPI document (decision 017): the canonical form; spaces and empty
    // parts are tolerated, at most ID_LIST_MAX ids
    pattern: '^(-?\\d{1,9}(,-?\\d{1,9})*)?$',
    description: `menu ids separated by commas, at most ${ID_LIST_MAX}; empty means none`,
  });
