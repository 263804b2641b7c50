import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountDeps } from '../../accounts/account-deps.ts';
import type { PasswordHasher } from '../../accounts/password-hash.ts';
import { OperatorError, operatorError } from '../../staff/staff-answers.ts';
import type { StaffMember } from '../../staff/staff-roles.ts';
import { staffSessionUse, type StaffSession } from '../../staff/staff-sessions.ts';
import { staffMemberById } from '../../staff/staff-store.ts';
import { totpSealKey } from '../../staff/staff-totp.ts';

/**
 * The operator calls' edge (docs/operator-api.md, decision 042): JSON bodies, plain HTTP
 * statuses with `{ error: { code, message } }`, the op_session cookie read into the staff
 * member, and the CSRF header checked on every change. A customer's bearer token is never
 * read here: without the cookie every call but the login answers 401.
 */

/** Who may call a route: anyone (the login), any signed-in member, or admins only. */
export type OperatorAccess = 'open' | 'staff' | 'admin';

export const SESSION_COOKIE = 'op_session';
export const CSRF_COOKIE = 'op_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    operador?: OperatorAccess;
  }
  interface FastifyRequest {
    staff?: { member: StaffMember; session: StaffSession };
  }
  interface FastifyInstance {
    /** the operator routes as registered (method and URL), for the tests that walk them */
    operatorRoutes: { method: string; url: string }[];
  }
}

/** The staff member of the request (set by the guard on every route but the login). */
export function staffOf(request: FastifyRequest): { member: StaffMember; session: StaffSession } {
  if (!request.staff) throw operatorError(401, 'sesion');
  return request.staff;
}

/** What the operator routes work with beyond the app's context. */
export interface OperatorDeps {
  passwords: PasswordHasher;
  totpKey: Buffer;
  /** the cookie path of op_session: the operator calls' prefix */
  cookiePath: string;
}

export function operatorDeps(app: FastifyInstance, prefix: string): OperatorDeps {
  return {
    passwords: accountDeps(app.ctx).passwords,
    totpKey: totpSealKey(app.ctx.config.secrets.token),
    cookiePath: prefix,
  };
}

/** The body validated by `schema`, or a 400 naming the fields. */
export function bodyOf<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  return valuesOf(request.body ?? {}, schema);
}

/** `value` (a body, the query, the path's parameters) validated by `schema`, or a 400. */
export function valuesOf<S extends z.ZodType>(value: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(value, { error: z.locales.es().localeError });
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((i) => `${i.path.length ? i.path.join('.') : 'cuerpo'}: ${i.message}`)
    .join('; ');
  throw new OperatorError(400, 'datos', `Revisa los datos: ${detail}`);
}

/** Whether the CSRF header is the session's token (compared in constant time). */
function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function guard(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.operador ?? 'staff';
  if (access === 'open') return;
  const now = app.ctx.clock();
  const id = request.cookies[SESSION_COOKIE] ?? '';
  const session = await staffSessionUse(app.ctx.db, id, now);
  const member = session ? await staffMemberById(app.ctx.db, session.staffId) : null;
  if (!session || !member?.active) throw operatorError(401, 'sesion');
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (!safe && !sameToken(request.headers[CSRF_HEADER], session.csrfToken))
    throw operatorError(403, 'csrf');
  request.staff = { member, session };
  if (access !== 'admin') return;
  if (member.role !== 'admin') throw operatorError(403, 'permiso');
  if (!member.totp) throw operatorError(403, 'totp');
}

function errorSend(app: FastifyInstance, error: unknown, reply: FastifyReply) {
  if (error instanceof OperatorError) {
    for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
    return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 413 ? 'La solicitud es demasiado grande.' : 'Solicitud no válida.';
    return reply.code(status === 413 ? 413 : 400).send({ error: { code: 'datos', message } });
  }
  app.log.error({ err: error }, 'error inesperado en una llamada de operador');
  return reply.code(500).send({
    error: { code: 'interno', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' },
  });
}

/** The edge of the operator plugin: its JSON parser, errors, not-found and guard. */
export function operatorEdge(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_r, body, done) => {
      try {
        done(null, body === '' ? {} : (JSON.parse(body as string) as unknown));
      } catch {
        done(new OperatorError(400, 'datos', 'El cuerpo no es JSON válido.'), undefined);
      }
    },
  );
  app.setErrorHandler((error, _request, reply) => errorSend(app, error, reply));
  app.setNotFoundHandler((_request, reply) =>
    errorSend(app, operatorError(404, 'noEncontrado'), reply),
  );
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') app.operatorRoutes.push({ method, url: route.url });
  });
  // before the body is read: a call without a session learns nothing, not even its body's faults
  app.addHook('onRequest', (request) => guard(app, request));
}
