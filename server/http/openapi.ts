import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RegisteredCall } from './call-registry.ts';
import { MSG } from '../wire/envelope.ts';

/**
 * The protocol as an OpenAPI 3.1 document (issue 13 "The protocol, published"), generated
 * from the zod schemas defineCall validates with, read as their input (what travels on the
 * wire: form fields are strings). Parts a schema checks in code (transforms, refinements)
 * are open schemas; docs/protocol.md keeps the prose.
 */

type Schema = Record<string, unknown>;
type Document = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

/** The request schema of a zod body, as draft 2020-12 (OpenAPI 3.1's dialect). */
export function openApiBodySchema(body: z.ZodType): Schema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(body, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return schema;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Encrypted calls: the wire body is one form field holding the AES text. */
const ENCRYPTED_WIRE: Schema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'string',
      contentEncoding: 'base64',
      description:
        'base64 of AES-256-ECB (PKCS7) of the JSON body, keyed by the last path segment of the ck header; the decrypted JSON follows x-decrypted-body',
    },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (description: string, schema = ref('Envelope')) => ({
  description,
  headers: { ck: { $ref: '#/components/headers/ck' } },
  content: { 'application/json': { schema } },
});

/** Statuses a single call adds to the common ones (docs/protocol.md). */
const CALL_STATUSES: Record<string, Record<string, string>> = {
  '/data/saveOrderPendiente': {
    '409': 'Tu orden ya se encuentra en proceso (the idempotency key came with another body)',
  },
};

function responses(call: RegisteredCall, path: string): Schema {
  const out: Schema = {
    '200': answer("The envelope (codigoRetorno, mensajeRetorno) with the call's data beside it"),
    '400': answer(`${MSG.badRequest}: <campo>: <motivo>`, ref('Failure')),
    '404': answer(`${MSG.notFound} (or the order asked for does not exist)`, ref('Failure')),
    '413': answer(MSG.tooLarge, ref('Failure')),
    '415': answer(MSG.unsupportedType, ref('Failure')),
    '429': answer(
      'Too many requests (rate limit): the envelope with a Spanish message',
      ref('Failure'),
    ),
    '500': answer(MSG.unexpected, ref('Failure')),
  };
  if (call.options.guest || call.options.secure) {
    out['401'] = answer(`${MSG.loginRequired} / ${MSG.sessionRenewed}`, ref('Failure'));
    out['403'] = answer(MSG.invalidSession, ref('Failure'));
  }
  for (const [status, text] of Object.entries(CALL_STATUSES[path] ?? {})) {
    out[status] = answer(text, ref('Failure'));
  }
  if (call.url.endsWith('/data/getData') || call.url.endsWith('/data/getImages')) {
    out['304'] = { description: 'If-None-Match matched the ETag: no body' };
  }
  return out;
}

function requestBody(call: RegisteredCall): Schema | undefined {
  const { body, encrypted } = call.options;
  if (encrypted) {
    const content = Object.fromEntries(FORM_TYPES.map((t) => [t, { schema: ENCRYPTED_WIRE }]));
    return {
      required: true,
      content,
      'x-decrypted-body': body ? openApiBodySchema(body) : { type: 'object' },
    };
  }
  if (!body) return undefined;
  const schema = openApiBodySchema(body);
  return { content: Object.fromEntries(FORM_TYPES.map((t) => [t, { schema }])) };
}

function operation(call: RegisteredCall, apiBase: string): [string, Schema] {
  const path = call.url.slice(apiBase.length);
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const { guest, secure, encrypted } = call.options;
  const op: Schema = {
    operationId: path
      .slice(1)
      .replace(/\/:\w+/g, '')
      .replace(/\//g, '_'),
    tags: [path.split('/')[1]],
    security: secure ? [{ bearer: [], refreshToken: [] }] : guest ? [{ bearer: [] }] : [],
    responses: responses(call, path.replace(/\/:\w+/g, '')),
  };
  if (encrypted) op['x-encrypted'] = true;
  if (params.length) {
    op.parameters = params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
  }
  const body = requestBody(call);
  if (body) op.requestBody = body;
  return [apiBase + path.replace(/:(\w+)/g, '{$1}'), op];
}

const COMPONENTS = {
  schemas: {
    Envelope: {
      type: 'object',
      required: ['codigoRetorno', 'mensajeRetorno'],
      properties: {
        codigoRetorno: {
          type: 'string',
          enum: ['00', '01', '02', '03'],
          description:
            "'00' ok, '01' warning, '02' error or message, '03' blocked items or expired link (§8.1)",
        },
        mensajeRetorno: { type: 'string' },
      },
      additionalProperties: true,
    },
    Failure: {
      type: 'object',
      required: ['codigoRetorno', 'mensajeRetorno'],
      properties: { codigoRetorno: { const: '02' }, mensajeRetorno: { type: 'string' } },
    },
  },
  headers: {
    ck: {
      description:
        '<API_BASE>/k/<key>: the AES key of the encrypted calls is the last path segment',
      schema: { type: 'string' },
    },
  },
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: "A guest token (auth/guest) or a customer's access token",
    },
    refreshToken: {
      type: 'apiKey',
      in: 'header',
      name: 'refresh-token',
      description: 'The refresh token of the secure calls',
    },
  },
};

/** The whole document for the calls registered under `apiBase`. */
export function openApiDocument(calls: readonly RegisteredCall[], apiBase: string): Document {
  const paths: Document['paths'] = {};
  for (const call of calls) {
    const [path, op] = operation(call, apiBase);
    paths[path] = { post: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ordering protocol (§7)',
      version: '1.0.0',
      description: 'Every call is a POST with a form body; the prose is docs/protocol.md.',
    },
    paths,
    components: COMPONENTS,
  };
}

/** GET {API_BASE}/openapi.json, built on the first request (every call is registered by then). */
export function openApiServe(
  app: FastifyInstance,
  apiBase: string,
  calls: readonly RegisteredCall[],
): void {
  let document: string | null = null;
  app.get(`${apiBase}/openapi.json`, (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(calls, apiBase));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(document);
  });
}
