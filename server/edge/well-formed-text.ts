import { badRequest } from '../wire/envelope.ts';

/**
 * Issue 13 #4: text that no field may carry. PostgreSQL cannot store NUL in text, and an
 * unpaired UTF-16 surrogate is not text at all (it cannot be written as UTF-8); both once
 * reached the database and answered 500. One check over every call's parsed body, after
 * decryption, covers every field of every call.
 */
const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Throws a 400 naming the first field (as `a.b.0`) whose key or text is not well formed. */
export function textAssertWellFormed(body: unknown): void {
  // iterative: a deeply nested JSON body must not overflow the stack
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) {
        throw badRequest(`${path || 'cuerpo'}: contiene caracteres no permitidos`);
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        // a bad key is reported at its parent: printing it would print the bad text
        if (NOT_TEXT.test(key)) {
          throw badRequest(`${path || 'cuerpo'}: contiene caracteres no permitidos`);
        }
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
}
