import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A refusal answered before the body is read (415 of a content type no parser takes, 404 of
 * an unknown path, 405, a route that never reads its body) would otherwise leave Node to read
 * and discard the rest of the body so the connection can be kept: a chunked body of 60 MB was
 * read whole after its 415. Like the 413, any answer sent while the request's body has not
 * fully arrived says `Connection: close`, so Node ends the socket with the answer and stops
 * reading (decision 018).
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (bodyStillArriving(request)) reply.header('connection', 'close');
  });
}

/** The request declares a body (chunked, or a length above 0) and not all of it has arrived. */
function bodyStillArriving(request: FastifyRequest): boolean {
  const { headers, complete } = request.raw;
  const declared =
    headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return declared && !complete;
}
