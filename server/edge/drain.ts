import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (issue 13 "Operations"): once close starts, Fastify stops accepting
 * connections and lets requests in flight finish, but a keep-alive connection that carried
 * one would then sit idle until its keep-alive timeout, holding the close (and the
 * database) open for a minute. Answers sent while closing say `Connection: close`, so each
 * such connection ends with its last answer.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
