import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions } from 'fastify';
import type { Config } from '../config.ts';
import { frameworkErrors } from './framework-errors.ts';
import { loggerOptions, requestIdFor, type LogOptions } from './logging.ts';

/**
 * The HTTP server's own limits (issue 13 #6, decision 018). Fastify turns Node's request
 * timeout off by default and Node checks header and request deadlines only every 30 s, so
 * a connection that sent nothing stayed open for good: here every deadline is set, and
 * checked often enough to hold.
 */
/** TRUST_PROXY: behind a load balancer the client's address and scheme come from X-Forwarded-*. */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export function serverOptions(
  config: Config,
  log: LogOptions | undefined,
): FastifyHttpOptions<Server> {
  const t = config.timeouts;
  return {
    logger: loggerOptions(log),
    genReqId: requestIdFor,
    // one line per request instead, written by requestLogging (server/edge/logging.ts)
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: frameworkErrors(config.apiBase),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // a socket with no traffic at all, and the whole request, each get a deadline
    connectionTimeout: t.idle,
    requestTimeout: t.request,
    // above the usual load balancer's 60 s idle time, so the balancer closes first
    keepAliveTimeout: t.keepAlive,
    http: {
      headersTimeout: t.headers,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(t.headers / 2))),
    },
  };
}
