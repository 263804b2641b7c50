import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffLogin, staffLoginSession } from '../../staff/staff-login.ts';
import { staffLogoutEverywhere } from '../../staff/staff-manage.ts';
import { staffSessionEnd } from '../../staff/staff-sessions.ts';
import { sessionCookiesClear, sessionCookiesSet } from './operador-cookies.ts';
import { bodyOf, staffOf, type OperatorDeps } from './operador-http.ts';
import { staffViewRead } from './operador-view.ts';

/** The session calls: log in, who am I, log out, log out everywhere. */

const loginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(200),
  codigo: z.string().max(10).optional(),
});

export function sessionRoutes(app: FastifyInstance, deps: OperatorDeps): void {
  const { db, clock } = app.ctx;
  app.post('/sesion', { config: { operador: 'open' } }, async (request, reply) => {
    const body = bodyOf(request, loginBody);
    const now = clock();
    const member = await staffLogin(
      { db, passwords: deps.passwords, totpKey: deps.totpKey },
      {
        email: body.email,
        password: body.password,
        codigo: (body.codigo ?? '').trim(),
        address: normalizeIP(request.ip),
      },
      now,
    );
    const agent = request.headers['user-agent'] ?? '';
    const { id, csrfToken } = await staffLoginSession(db, member.id, agent, now);
    sessionCookiesSet(request, reply, deps.cookiePath, id, csrfToken);
    return { staff: await staffViewRead(db, member) };
  });

  app.get('/sesion', async (request) => ({
    staff: await staffViewRead(db, staffOf(request).member),
  }));

  app.delete('/sesion', async (request, reply) => {
    await staffSessionEnd(db, staffOf(request).session.idDigest);
    sessionCookiesClear(request, reply, deps.cookiePath);
    return reply.code(204).send();
  });

  app.post('/sesion/cerrar-todas', async (request, reply) => {
    await staffLogoutEverywhere(db, staffOf(request).member.id, clock());
    sessionCookiesClear(request, reply, deps.cookiePath);
    return reply.code(204).send();
  });
}
