import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_MS } from '../../staff/staff-sessions.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './operador-http.ts';

/**
 * The session's two cookies (decision 042), written by @fastify/cookie: op_session httpOnly
 * on the operator calls' path, op_csrf readable by the app on every path; both
 * SameSite=Strict, Secure behind TLS.
 */
function options(request: FastifyRequest, path: string, httpOnly: boolean) {
  return {
    path,
    sameSite: 'strict' as const,
    httpOnly,
    secure: request.protocol === 'https',
  };
}

export function sessionCookiesSet(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  id: string,
  csrfToken: string,
): void {
  const maxAge = Math.floor(SESSION_MAX_MS / 1000);
  reply.setCookie(SESSION_COOKIE, id, { ...options(request, path, true), maxAge });
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...options(request, '/', false), maxAge });
}

export function sessionCookiesClear(request: FastifyRequest, reply: FastifyReply, path: string) {
  reply.clearCookie(SESSION_COOKIE, options(request, path, true));
  reply.clearCookie(CSRF_COOKIE, options(request, '/', false));
}
