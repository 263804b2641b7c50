import Busboy from '@fastify/busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, badRequest, MSG } from '../wire/envelope.ts';

/**
 * Multipart bodies (§7) from a buffer that Fastify has already read within BODY_LIMIT: the
 * byte limit is Fastify's, counted while the body streams, so this parser only ever sees a
 * bounded buffer. It bounds the number of fields (a part count, not a size) and takes no
 * files, since the protocol sends none (decision 018). Fields arrive as strings, a repeated
 * field as a list of them, like the form-encoded parser gives.
 */

/** No call of §7 sends more than a handful of fields; encrypted ones send one. */
export const MULTIPART_MAX_FIELDS = 50;

export type FormFields = Record<string, string | string[]>;

/** Node's own names (`__proto__`, `constructor`...) must not become body keys. */
const reserved = (name: string) => name in Object.prototype;

export function multipartParse(headers: IncomingHttpHeaders, body: Buffer): Promise<FormFields> {
  // an empty body is an empty form: the app sends one for calls without payload
  if (body.length === 0) return Promise.resolve({});
  return new Promise((resolve, reject) => {
    const fields: FormFields = {};
    let failure: ApiError | null = null;
    let fileField: string | null = null;
    const fail = (e: ApiError) => {
      failure ??= e;
    };
    let bb: InstanceType<typeof Busboy>;
    try {
      bb = new Busboy({
        headers: headers as IncomingHttpHeaders & { 'content-type': string },
        limits: {
          fields: MULTIPART_MAX_FIELDS,
          parts: MULTIPART_MAX_FIELDS,
          files: 0,
          fieldSize: body.length,
        },
        // notes the first file's field name, for the message; files: 0 skips its bytes
        isPartAFile: (name, type, fileName) => {
          const file = type === 'application/octet-stream' || fileName !== undefined;
          if (file) fileField ??= name ?? '';
          return file;
        },
      });
    } catch {
      reject(badRequest('formulario multipart mal formado'));
      return;
    }
    bb.on('field', (name: string, value: string) => {
      if (reserved(name)) return fail(badRequest(`${name}: nombre de campo no permitido`));
      const prev = fields[name];
      if (prev === undefined) fields[name] = value;
      else fields[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    });
    bb.on('filesLimit', () => fail(badRequest(`${fileField ?? ''}: no se aceptan archivos`)));
    bb.on('fieldsLimit', () => fail(new ApiError(413, MSG.tooLarge)));
    bb.on('partsLimit', () => fail(new ApiError(413, MSG.tooLarge)));
    bb.on('error', () => reject(failure ?? badRequest('formulario multipart mal formado')));
    bb.on('finish', () => (failure ? reject(failure) : resolve(fields)));
    bb.end(body);
  });
}
