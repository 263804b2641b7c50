import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A pre-serialised answer (the whole envelope as JSON) with its gzip and brotli bytes, for
 * answers that are the same for every guest until the chain changes (getData, getImages,
 * getCatalogos). Compressing on every request cost most of their time (issue 13), so the
 * bytes are built once and each request only picks the encoding its Accept-Encoding asks for.
 */
export class RawJson {
  constructor(
    readonly json: Buffer,
    readonly etag: string,
    readonly gzip: Buffer,
    readonly br: Buffer,
  ) {}
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Serialises and compresses once, off the event loop (zlib's thread pool). */
export async function rawJsonBuild(answer: Record<string, unknown>): Promise<RawJson> {
  const json = Buffer.from(JSON.stringify(answer), 'utf8');
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  const [gz, br] = await Promise.all([
    gzipAsync(json, { level: constants.Z_BEST_COMPRESSION }),
    // built once per chain version: the highest quality is worth its few hundred ms
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength,
      },
    }),
  ]);
  return new RawJson(json, etag, gz, br);
}

const ENCODINGS = ['br', 'gzip', 'identity'];

/** The encoding to answer with (q-values respected, br preferred), as @fastify/compress reads it. */
export function rawJsonEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  // the same aliases @fastify/compress accepts: x-gzip is gzip
  const header = acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip');
  const chosen = negotiate(header, ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Answers with the bytes in the negotiated encoding. A set Content-Encoding makes
 * @fastify/compress leave the reply alone; an identity reply is left alone too because it
 * negotiates the same way. The ETag is the uncompressed JSON's, so If-None-Match gets a 304
 * whatever the encoding (docs/protocol.md "Details the server settles").
 */
export function rawJsonSend(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: RawJson,
): FastifyReply {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('etag', answer.etag);
  // opt-in revalidation: browsers never send If-None-Match on POST by themselves
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const encoding = rawJsonEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}
