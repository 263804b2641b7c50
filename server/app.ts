import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { RefreshTokens } from './auth/refresh-tokens.ts';
import { TokenService } from './auth/tokens.ts';
import type { Captcha } from './captcha/captcha.ts';
import { CHAIN_RECHECK_MS, ChainCache } from './chain/chain-cache.ts';
import { authCalls } from './calls/auth.ts';
import { captchaCalls } from './calls/captcha.ts';
import { captchaFromConfig } from './captcha/captcha-from-config.ts';
import { couponCalls } from './calls/coupons.ts';
import { certificateCalls } from './calls/certificates.ts';
import { clienteCalls } from './calls/cliente.ts';
import { dataCalls } from './calls/data.ts';
import { orderPushCalls } from './calls/order-push.ts';
import { orderReadCalls } from './calls/order-read.ts';
import { orderSaveCalls } from './calls/order-save.ts';
import { geoCalls } from './calls/geo.ts';
import { operatorCallsRegister } from './calls/operador/operador.ts';
import { devMailRoutes } from './dev/mail-routes.ts';
import { devRoutes } from './dev/routes.ts';
import { bodyParsers } from './edge/body-parsers.ts';
import { drainOnClose } from './edge/drain.ts';
import { healthRoutes } from './edge/health.ts';
import { requestLogging, type LogOptions } from './edge/logging.ts';
import { serverOptions } from './edge/server-options.ts';
import { closeOnUnreadBody } from './edge/unread-body.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { durationSeconds } from './duration.ts';
import { AfterAnswer } from './wire/after-answer.ts';
import { callRegistryCollect } from './http/call-registry.ts';
import { ckHeader } from './http/ck.ts';
import type { AppContext } from './http/context.ts';
import { registerNotFound } from './http/errors.ts';
import { openApiServe } from './http/openapi.ts';
import { rateLimitsRegister } from './http/rate-limit.ts';
import { securityHeadersRegister } from './http/security-headers.ts';
import { mailDeliveryRegister } from './mail/mail-delivery.ts';
import { mailLogoPrepare } from './mail/mail-logo.ts';
import { mapRoutes } from './map/routes.ts';
import { pasarelaRoutes } from './pasarela/routes.ts';
import { pwaRoutes } from './pwa/routes.ts';
import { pushRegister } from './push/push-delivery.ts';
import { housekeepingRegister } from './housekeeping/housekeeping.ts';
import { appShellRead } from './shell/app-shell.ts';
import { appShellServe } from './shell/app-shell-serve.ts';
import { appShellWithEarlyCalls } from './shell/early-calls.ts';
import { operatorShellServe } from './shell/operator-shell.ts';

/**
 * The HTTP server (DESIGN "The protocol (§7) and the server"): the protocol under
 * API_BASE, images under /img/, and the built app at / with an SPA fallback.
 */

export interface BuildOptions {
  config: Config;
  db: Database;
  /** injectable clock for tests; every business rule reads time from here */
  clock?: () => Date;
  /** JSON log lines (server/edge/logging.ts); none when unset */
  log?: LogOptions;
  /** the login captcha; tests inject one (server/captcha/captcha-test.fixture.ts) */
  captcha?: Captcha;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The parts every call module works with (server/http/context.ts), made once per app. */
function appContextBuild(
  app: FastifyInstance,
  options: BuildOptions,
  clock: () => Date,
): AppContext {
  const { config, db } = options;
  const tokens = new TokenService(config.secrets, config.ttl, config.guestRenewWindow);
  return {
    config,
    db,
    clock,
    tokens,
    refresh: new RefreshTokens(db, tokens.refreshTtlMs(), {
      deviceMs: durationSeconds(config.accounts.refreshReuseGrace) * 1000,
      // never wider than the device's: a missing device id must not buy a longer grace
      noDeviceMs:
        Math.min(
          durationSeconds(config.accounts.refreshReuseGraceNoDevice),
          durationSeconds(config.accounts.refreshReuseGrace),
        ) * 1000,
    }),
    // ALTCHA, or reCAPTCHA when configured; tests may inject one that accepts 'ok'
    captcha: options.captcha ?? captchaFromConfig(config, db),
    chain: new ChainCache(db, config.parametros, CHAIN_RECHECK_MS, config.countryCode),
    afterAnswer: new AfterAnswer((error) =>
      app.log.error({ err: error }, 'tarea tras la respuesta fallida'),
    ),
  };
}

/** The edge every request passes: parsers, compression, limits, headers, logs, the ck key. */
async function edgeRegister(
  app: FastifyInstance,
  config: Config,
  clock: () => Date,
  shell: string | null,
): Promise<void> {
  await bodyParsers(app, config.bodyLimit);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await rateLimitsRegister(app, config, app.ctx.db);
  await securityHeadersRegister(app, config, shell);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  drainOnClose(app);
  closeOnUnreadBody(app);
  requestLogging(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('ck', ckHeader(config.apiBase, config.secrets.ck, clock()));
  });
}

/** Generated images under /img/, never changing once written. */
async function imagesServe(app: FastifyInstance, config: Config): Promise<void> {
  const imgDir = resolve(config.dataDir, 'img');
  mkdirSync(imgDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imgDir,
    prefix: '/img/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
}

/** What runs beside the protocol: health, push, housekeeping, the PWA, map, gateway, dev. */
async function sideRoutesRegister(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db, clock } = ctx;
  await app.register(healthRoutes);
  // issue 19 the VAPID public key, and the push sender with the server
  pushRegister(app, config, db, clock);
  // rows nothing reads again (sent mails and pushes, old counters, ended links), hourly
  housekeepingRegister(app, config, db, clock);
  await app.register(pwaRoutes, { config });
  await app.register(mapRoutes, { config, chain: ctx.chain });
  await app.register(pasarelaRoutes, { config });
  await app.register(devRoutes, { config });
  await app.register(devMailRoutes, { config });
}

/** The protocol's calls under API_BASE, published as OpenAPI 3.1 (issue 13). */
async function protocolCallsRegister(app: FastifyInstance, apiBase: string): Promise<void> {
  const calls = callRegistryCollect(app);
  await app.register(
    async (api) => {
      await api.register(authCalls);
      await api.register(captchaCalls);
      await api.register(clienteCalls);
      await api.register(dataCalls);
      await api.register(geoCalls);
      await api.register(orderSaveCalls);
      await api.register(orderReadCalls);
      await api.register(orderPushCalls);
      await api.register(couponCalls);
      await api.register(certificateCalls);
    },
    { prefix: apiBase },
  );
  openApiServe(app, apiBase, calls);
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify(serverOptions(config, options.log));
  const ctx = appContextBuild(app, options, clock);
  app.decorate('ctx', ctx);
  // the work of answers already sent is done before the database closes
  app.addHook('onClose', () => ctx.afterAnswer.idle());
  mailDeliveryRegister(app, config, db, clock);
  // the mails' logo PNG, drawn once before any mail is written
  await mailLogoPrepare(config.brand);

  const staticDir = resolve(config.staticDir);
  const built = existsSync(join(staticDir, 'index.html')) ? appShellRead(staticDir) : null;
  // every page served from here asks for its first calls with its HTML (its policy allows
  // that script by its hash, like the loading screen's style)
  const shell = built === null ? null : appShellWithEarlyCalls(built);
  await edgeRegister(app, config, clock, shell);
  await imagesServe(app, config);
  await sideRoutesRegister(app, ctx);
  const sendShell = shell === null ? null : await appShellServe(app, ctx.chain, staticDir, shell);
  // the chain's operator app at /operador, from the same build (issue 35)
  if (shell !== null) operatorShellServe(app, config.brand, staticDir);
  registerNotFound(app, config.apiBase, sendShell);
  await protocolCallsRegister(app, config.apiBase);
  // issue 35: the chain's staff, with their own cookie session, apart from the protocol
  await operatorCallsRegister(app, config.apiBase);
  return app;
}
