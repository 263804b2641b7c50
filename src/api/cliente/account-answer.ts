import * as v from 'valibot';
import { ApiError } from '../api-error';
import { wireAnswer, wireObject, wireRecord, wireText } from '../../protocol/wire';

/** An account call's '00': only its message (`mensajeRetorno`) is read. */
export const accountAnswerSchema = wireAnswer(wireObject({ mensajeRetorno: wireText }));

const refusalSchema = wireObject({
  errores: v.fallback(v.nullish(wireRecord(wireText), {}), {}),
});

/**
 * The field messages of an account call's '01' (`errores: {field: message}`, the §5.2 text
 * of each broken rule); empty for any other failure or a refusal without them.
 */
export function accountFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== '01') return {};
  const parsed = v.safeParse(refusalSchema, error.payload);
  return parsed.success ? parsed.output.errores : {};
}
