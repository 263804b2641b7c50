import type { FastifyRequest } from 'fastify';
import { ApiError } from '../wire/envelope.ts';

/**
 * Cross-site protection of the development endpoints (issue 13): they change orders without
 * a token, so a page on another site must not drive them through a visitor's browser. A
 * form or a simple fetch from another site can send neither a header of its choosing (that
 * needs a CORS preflight, which this server never grants) nor our Origin. So a request is
 * taken when it comes from our own origin, or, without an Origin, when it carries this header
 * (tests, scripts and curl add it: `-H 'x-requested-with: dev'`).
 */
export const DEV_REQUEST_HEADER = 'x-requested-with';

export const DEV_REQUEST_REFUSED = 'Solicitud rechazada: origen no permitido';

/** True when `origin` (an Origin header) names the host the request was sent to. */
function sameOrigin(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    // 'null' (sandboxed frames, some redirects) and anything unparsable
    return false;
  }
}

/** Whether a request to a development endpoint may be served. */
export function devRequestAllowed(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return sameOrigin(origin, request.host);
  return request.headers[DEV_REQUEST_HEADER] !== undefined;
}

/** onRequest hook of the development endpoints: 403 in the envelope for a cross-site call. */
export async function devRequestCheck(request: FastifyRequest): Promise<void> {
  if (!devRequestAllowed(request)) throw new ApiError(403, DEV_REQUEST_REFUSED);
}

/**
 * Whether a read of a development page (GET /dev/mail) may be served: not when the browser
 * says another site asked for it. A read changes nothing, and the same-origin policy keeps
 * another site from seeing the answer; this also keeps it from being framed or fetched
 * blind. Typed into the address bar (`sec-fetch-site: none`), from our pages or from a tool
 * (no such header), it is served.
 */
export function devReadAllowed(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** onRequest hook of the development pages: 403 in the envelope for a cross-site read. */
export async function devReadCheck(request: FastifyRequest): Promise<void> {
  if (!devReadAllowed(request)) throw new ApiError(403, DEV_REQUEST_REFUSED);
}
