import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail, MSG } from '../wire/envelope.ts';
import { isUnderApi } from './api-path.ts';

/**
 * Errors the router raises before any route or hook runs (issue 13 #8): a path parameter
 * longer than `maxParamLength` (100) and a path that is not valid percent-encoding. Fastify
 * would answer them with its own JSON; here they get the envelope, and the request id the
 * onRequest hook never had the chance to set.
 */
export function frameworkErrors(apiBase: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id).type('application/json; charset=utf-8');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      // no route takes a parameter that long: the path names nothing
      const api = isUnderApi(request.url, apiBase);
      return reply.code(404).send(fail(api ? MSG.notFound : 'Recurso no encontrado'));
    }
    request.log.info({ code: error.code }, 'solicitud rechazada');
    return reply.code(400).send(fail(MSG.badRequest));
  };
}
