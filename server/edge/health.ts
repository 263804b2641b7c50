import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chainLoadedAt } from '../seed/load.ts';

/**
 * Probes for an orchestrator or a load balancer (DESIGN "Edge"), outside API_BASE:
 * GET /healthz — the process is up and answering; no dependency is touched, so a slow
 * database never gets a healthy process restarted.
 * GET /readyz — this instance can serve the protocol: the database answers and a chain is
 * loaded (its data/* answers build); 503 otherwise, so traffic goes elsewhere. While the
 * server shuts down, Fastify answers 503 to both.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    const { db, chain } = app.ctx;
    const checks = { database: false, chain: false };
    try {
      await db.execute(sql`select 1`);
      checks.database = true;
      if ((await chainLoadedAt(db)) !== null) {
        await chain.answers();
        checks.chain = true;
      }
    } catch (e) {
      request.log.warn({ err: e }, 'no está listo');
    }
    const ready = checks.database && checks.chain;
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ok' : 'unavailable', checks };
  });
}
