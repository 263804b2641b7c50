import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallOptions } from './route.ts';

/**
 * The protocol's calls as defineCall declared them, read back from the routes (issue 13
 * "The protocol, published"): defineCall puts its options in the route's `config.call`, so
 * the OpenAPI document is built from the very zod schemas the calls validate with.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set by defineCall: the call's guard, encryption and body schema */
    call?: CallOptions<z.ZodType>;
  }
}

export interface RegisteredCall {
  /** the full URL pattern, API_BASE included ('/api/data/getData', '/api/x/:hash') */
  url: string;
  options: CallOptions<z.ZodType>;
}

/** Collects every call registered after this point; the list fills as plugins register. */
export function callRegistryCollect(app: FastifyInstance): readonly RegisteredCall[] {
  const calls: RegisteredCall[] = [];
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (call) calls.push({ url: route.url, options: call });
  });
  return calls;
}
