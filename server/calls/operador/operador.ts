import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { operatorDeps, operatorEdge } from './operador-http.ts';
import { staffRoutes } from './operador-personal.ts';
import { sessionRoutes } from './operador-sesion.ts';
import { totpRoutes } from './operador-totp.ts';

/**
 * The operator calls (issue 35, docs/operator-api.md) under `<API_BASE>/operador`: outside
 * the §7 protocol, JSON in and out, a cookie session with CSRF (decision 042).
 */
export async function operatorCallsRegister(app: FastifyInstance, apiBase: string): Promise<void> {
  const prefix = `${apiBase}/operador`;
  app.decorate('operatorRoutes', []);
  await app.register(
    async (api) => {
      // the session's cookies, read and written by the well-kept plugin (this scope only)
      await api.register(fastifyCookie);
      operatorEdge(api, app.ctx.config.bodyLimit);
      const deps = operatorDeps(api, prefix);
      sessionRoutes(api, deps);
      staffRoutes(api, deps);
      totpRoutes(api, deps);
    },
    { prefix },
  );
}
