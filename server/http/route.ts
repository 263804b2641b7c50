import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireGuestOrUser, requireUser, type Session } from '../auth/guard.ts';
import type { RateLimitName } from '../config.ts';
import { decryptText } from './aes.ts';
import { textAssertWellFormed } from '../edge/well-formed-text.ts';
import { acceptedKeys } from './ck.ts';
import { badRequest, ok, type Envelope } from '../wire/envelope.ts';
import { RawJson, rawJsonSend } from '../wire/raw-json.ts';
import './context.ts';
import './rate-limit.ts';

/**
 * Declares one protocol call (docs/protocol.md): POST only, optional guest/secure guard,
 * optional encrypted `data` field (AES with today's or yesterday's ck key), an optional rate
 * limit (counted after the guard, so a limit by session sees the session), and the body
 * validated with zod. Failures answer 400 in Spanish naming the field paths.
 */

export interface CallOptions<S extends z.ZodType> {
  secure?: boolean;
  guest?: boolean;
  encrypted?: boolean;
  body?: S;
  /**
   * the rate limits the call counts against (./rate-limit.ts), each counted in turn: an order
   * save counts its session and its client address
   */
  limit?: RateLimitName | readonly RateLimitName[];
}

export interface CallInput<T> {
  body: T;
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}

export type CallResult = Record<string, unknown> | Envelope | RawJson;

/** Form fields arrive as strings: 'true'/'false' (and '1'/'0') booleans. */
export const formBool = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1');

/** zod's own messages in Spanish, for fields without a custom message. */
const spanish = z.locales.es().localeError;

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => `${i.path.length ? i.path.join('.') : 'cuerpo'}: ${i.message}`)
    .join('; ');
}

function decryptBody(raw: unknown, secret: string, now: Date): unknown {
  const data =
    typeof raw === 'object' && raw !== null && 'data' in raw ? (raw.data as unknown) : undefined;
  if (typeof data !== 'string' || data === '') throw badRequest('data: campo cifrado requerido');
  for (const key of acceptedKeys(secret, now)) {
    const text = decryptText(data, key);
    if (text === null) continue;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest('data: el contenido descifrado no es JSON');
    }
  }
  throw badRequest('data: no se pudo descifrar');
}

/** The limits a call names, as a list (none, one or several). */
export function callLimits(limit: CallOptions<z.ZodType>['limit']): readonly RateLimitName[] {
  if (limit === undefined) return [];
  return typeof limit === 'string' ? [limit] : limit;
}

export function defineCall<S extends z.ZodType = z.ZodType<Record<string, never>>>(
  app: FastifyInstance,
  path: string,
  options: CallOptions<S>,
  handler: (input: CallInput<z.infer<S>>) => Promise<CallResult> | CallResult,
): void {
  app.post(path, { config: { call: options } }, async (request, reply) => {
    const { ctx } = app;
    const now = ctx.clock();
    let session: Session | null = null;
    if (options.secure) session = await requireUser(request, ctx, now);
    else if (options.guest) session = await requireGuestOrUser(request, ctx, now);
    for (const limit of callLimits(options.limit)) await app.callLimit(limit, request, session);

    let raw: unknown = request.body ?? {};
    if (options.encrypted) raw = decryptBody(raw, ctx.config.secrets.ck, now);
    textAssertWellFormed(raw);
    let body: z.infer<S> = {} as z.infer<S>;
    if (options.body) {
      const parsed = options.body.safeParse(raw, { error: spanish });
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      body = parsed.data;
    }

    const result = await handler({ body, session, request, reply, now });
    if (result instanceof RawJson) return rawJsonSend(request, reply, result);
    return 'codigoRetorno' in result ? result : ok(result);
  });
}
