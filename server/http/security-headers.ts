import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { appCspDirectives } from './app-csp.ts';

/**
 * Security headers on every answer (issue 13, decision 016), with @fastify/helmet: the app's
 * Content-Security-Policy, nosniff, no referrer (tracker links carry the order's hash),
 * no framing, the browser features the app may use, and HSTS on answers sent over HTTPS.
 * The card gateway's page sets its own policy (server/pasarela), framable by our pages.
 */

/** Geolocation for our own pages (delivery address, nearest shop); nothing else. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export async function securityHeadersRegister(
  app: FastifyInstance,
  config: Config,
  shell: string | null,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives(shell, config.cspMapOrigins),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // set below, only where it means something
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // browsers ignore HSTS over plain HTTP; behind a proxy the scheme is X-Forwarded-Proto
    if (config.hstsMaxAge > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${config.hstsMaxAge}`);
    }
  });
}
