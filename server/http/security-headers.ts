import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { recaptchaConfigured } from '../captcha/captcha-from-config.ts';
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

/**
 * Headers that only a document (a page of the app) acts on. Every other answer (scripts,
 * stylesheets, pictures, the API's JSON) goes without them: on HTTP/1.1 they would add
 * about 800 bytes to each of the 30 files a first visit loads on a weak connection.
 */
const DOCUMENT_ONLY = [
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The policy of an answer that is neither a page nor a script: nothing it could load or
 * run, and nobody may frame it if it is opened as a document (a JSON answer, an SVG).
 * Scripts keep the app's policy, since a worker runs under its own script's policy.
 */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

const isDocument = (type: string) => type.startsWith('text/html');
const isScript = (type: string) => /^(application|text)\/javascript\b/.test(type);

export async function securityHeadersRegister(
  app: FastifyInstance,
  config: Config,
  shell: string | null,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives(shell, config.cspMapOrigins, recaptchaConfigured(config)),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // set below, only where it means something
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (isDocument(type)) return payload;
    for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    if (!isScript(type)) reply.header('content-security-policy', RESOURCE_CSP);
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // browsers ignore HSTS over plain HTTP; behind a proxy the scheme is X-Forwarded-Proto
    if (config.hstsMaxAge > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${config.hstsMaxAge}`);
    }
  });
}
