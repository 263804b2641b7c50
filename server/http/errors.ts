import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnderApi } from '../edge/api-path.ts';
import { ApiError, fail, MSG } from '../wire/envelope.ts';

/**
 * One envelope for every failure (docs/protocol.md): 400/404/405/413/415/401/403 with a
 * Spanish mensajeRetorno, and never a stack trace. Only a genuinely unexpected error
 * becomes a logged 500 with a generic message.
 */

/** Framework and multipart errors that mean "the body is too large". */
const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

function isFastifyError(e: unknown): e is FastifyError {
  return e instanceof Error && ('statusCode' in e || 'code' in e);
}

function send(reply: FastifyReply, status: number, message: string): FastifyReply {
  // a refused body may still be streaming in: close rather than read the rest
  if (status === 413) reply.header('connection', 'close');
  return reply.code(status).type('application/json; charset=utf-8').send(fail(message));
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
    if (error.status === 413) reply.header('connection', 'close');
    return reply
      .code(error.status)
      .type('application/json; charset=utf-8')
      .send(fail(error.message, error.codigo));
  }
  if (isFastifyError(error)) {
    const status = error.statusCode ?? 0;
    if (TOO_LARGE.has(error.code) || status === 413) return send(reply, 413, MSG.tooLarge);
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, MSG.unsupportedType);
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'solicitud rechazada');
      return send(reply, 400, `${MSG.badRequest}: el cuerpo no se pudo interpretar`);
    }
  }
  // busboy and friends throw plain errors while parsing multipart bodies
  if (error instanceof Error && /multipart|boundary|unexpected end of form/i.test(error.message)) {
    return send(reply, 400, `${MSG.badRequest}: formulario multipart mal formado`);
  }
  request.log.error({ err: error }, 'error inesperado');
  return send(reply, 500, MSG.unexpected);
}

/**
 * Unknown routes: under API_BASE a non-POST is 405 (every call is POST) and an unknown
 * POST is 404. Elsewhere `spa` (when the built app exists) answers GETs with index.html.
 */
export function registerNotFound(
  app: FastifyInstance,
  apiBase: string,
  spa: ((reply: FastifyReply, path: string) => Promise<FastifyReply> | FastifyReply) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isUnderApi(path, apiBase)) {
      if (request.method !== 'POST') {
        reply.header('allow', 'POST');
        return send(reply, 405, MSG.methodNotAllowed);
      }
      return send(reply, 404, MSG.notFound);
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (spa && isPage && !path.startsWith('/img/') && !path.startsWith('/assets/')) {
      return spa(reply, path);
    }
    return send(reply, 404, 'Recurso no encontrado');
  });
  app.setErrorHandler(handleError);
}
