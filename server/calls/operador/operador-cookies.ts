import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_MS } from '../../staff/staff-sessions.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './operador-http.ts';

/**
 * The session's two cookies (decision 042): op_session httpOnly on the operator calls'
 * path, op_csrf readable by the app on every path; both SameSite=Strict, Secure behind TLS.
 */

function cookie(name: string, value: string, path: string, maxAge: number, extra: string[]) {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'SameSite=Strict',
    ...extra,
  ].join('; ');
}

export function sessionCookiesSet(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  id: string,
  csrfToken: string,
): void {
  const secure = request.protocol === 'https' ? ['Secure'] : [];
  const age = Math.floor(SESSION_MAX_MS / 1000);
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, id, path, age, ['HttpOnly', ...secure]),
    cookie(CSRF_COOKIE, csrfToken, '/', age, secure),
  ]);
}

export function sessionCookiesClear(request: FastifyRequest, reply: FastifyReply, path: string) {
  const secure = request.protocol === 'https' ? ['Secure'] : [];
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, '', path, 0, ['HttpOnly', ...secure]),
    cookie(CSRF_COOKIE, '', '/', 0, secure),
  ]);
}
