import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Structured logs without personal data (issue 13 #4, decision 018): JSON lines from pino,
 * each request's lines tagged with its id (`reqId`, also the `x-request-id` response
 * header). A request line names the route pattern, never the URL (an order hash in the path
 * is a capability, a query string may hold anything) nor the client's address; an error
 * line keeps its type, code and stack frames but not its message, since a database error
 * quotes the failing query's values (name, e-mail, phone).
 */

export interface LogOptions {
  level: string;
  /** where the lines go; standard output when unset */
  stream?: Writable;
}

/** A proxy's id is kept when it looks like one, so lines can be followed across hops. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

function requestLine(request: FastifyRequest) {
  const path = (request.url ?? '').split('?')[0] ?? '';
  return { method: request.method, route: request.routeOptions?.url ?? path };
}

interface LoggedError extends Error {
  code?: unknown;
  cause?: unknown;
}

/** The code of the error or of its cause (a database error's SQLSTATE, e.g. 22P02). */
function codeOf(err: LoggedError): string | undefined {
  for (const e of [err, err.cause]) {
    if (typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string') {
      return e.code;
    }
  }
  return undefined;
}

function errorLine(err: LoggedError) {
  const type = err.constructor?.name ?? err.name;
  const code = codeOf(err);
  const frames = (err.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at '));
  return { type, message: code ? `${type} ${code}` : type, stack: frames.join('\n'), code };
}

/** Fastify's logger options: pino with the serializers above; `false` without options. */
export function loggerOptions(log: LogOptions | undefined): FastifyServerOptions['logger'] {
  if (!log) return false;
  return {
    level: log.level,
    ...(log.stream ? { stream: log.stream } : {}),
    serializers: {
      req: requestLine as never,
      err: errorLine as never,
    },
    // a second line of defence should a body ever be logged by mistake; top-level paths
    // only: wildcard paths made every line about three times as costly
    redact: {
      paths: ['body', 'headers', 'nombre', 'correo', 'telefono'],
      censor: '[oculto]',
    },
  };
}

/**
 * One line per request, when its answer has gone (route, status, time), in place of
 * Fastify's two ('incoming request', 'request completed'): logging was a fifth of the
 * server's time per order save.
 */
export function requestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'solicitud atendida',
    );
  });
}
