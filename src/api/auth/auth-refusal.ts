import * as v from 'valibot';
import { ApiError } from '../api-error';
import { wireFlag, wireObject, wireOrNull, wireRecord, wireText } from '../../protocol/wire';

/** What an account call's refusal carries besides its code and message (contract). */
export interface AuthRefusal {
  /** the §8.1 return code ('01', '03', '04' …) */
  code: string;
  /** the server's message, shown to the customer word for word */
  message: string;
  /** auth/login: a captcha must be solved from now on */
  showReCaptcha: boolean;
  /** auth/activate '03', auth/login '04': the account's e-mail */
  email: string;
  /** '01' on a broken rule: the §5.2 message of each failing field */
  errores: Record<string, string>;
}

const refusalSchema = wireObject({
  showReCaptcha: wireFlag,
  data: wireOrNull(wireObject({ email: wireText })),
  errores: wireOrNull(wireRecord(v.string())),
});

/**
 * The refusal of an account call read from its ApiError (the answer's envelope rides in
 * `payload`), or null for a failure without an answer (network, timeout, session).
 */
export function authRefusalRead(error: unknown): AuthRefusal | null {
  if (!(error instanceof ApiError) || !/^\d\d$/.test(error.code)) return null;
  const parsed = v.safeParse(refusalSchema, error.payload);
  const answer = parsed.success ? parsed.output : null;
  return {
    code: error.code,
    message: error.message,
    showReCaptcha: answer?.showReCaptcha ?? false,
    email: answer?.data?.email ?? '',
    errores: answer?.errores ?? {},
  };
}
