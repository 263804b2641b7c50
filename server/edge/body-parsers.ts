import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, MSG } from '../wire/envelope.ts';
import { multipartParse } from './multipart-body.ts';

/**
 * §7: bodies are form-encoded or multipart only; anything else is a 415. Both parsers read
 * the body through Fastify's raw-body reader, which counts bytes as they stream and stops
 * at `bodyLimit` with a 413, chunked or not (issue 13 #1). A declared Content-Length over
 * the limit is refused before a byte of the body is read, on every route.
 */
export async function bodyParsers(app: FastifyInstance, bodyLimit: number): Promise<void> {
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    (request: FastifyRequest, body: Buffer) => multipartParse(request.headers, body),
  );
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
      throw new ApiError(413, MSG.tooLarge);
    }
  });
}
