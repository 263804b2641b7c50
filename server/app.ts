import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
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
import { orderReadCalls } from './calls/order-read.ts';
import { orderSaveCalls } from './calls/order-save.ts';
import { geoCalls } from './calls/geo.ts';
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
import { mapRoutes } from './map/routes.ts';
import { pasarelaRoutes } from './pasarela/routes.ts';
import { pwaRoutes } from './pwa/routes.ts';
import { pushRegister } from './push/push-delivery.ts';
import { housekeepingRegister } from './housekeeping/housekeeping.ts';
import {
  appShellIsHome,
  appShellIsProduct,
  appShellRead,
  appShellReadPreloads,
  appShellWithPreload,
  appShellWithScreen,
  appShellWithProductHero,
  appShellWithHeading,
  productShellFor,
} from './shell/app-shell.ts';
import { appShellPicturesPart } from './shell/app-shell-pictures.ts';
import { appShellWithEarlyCalls } from './shell/early-calls.ts';

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

/** TRUST_PROXY as Fastify takes it: a number of proxies trusts that many hops. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify(serverOptions(config, options.log));
  const tokens = new TokenService(config.secrets, config.ttl, config.guestRenewWindow);
  const ctx: AppContext = {
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
  app.decorate('ctx', ctx);
  // the work of answers already sent is done before the database closes
  app.addHook('onClose', () => ctx.afterAnswer.idle());
  mailDeliveryRegister(app, config, db, clock);

  await bodyParsers(app, config.bodyLimit);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await rateLimitsRegister(app, config, db);

  const staticDir = resolve(config.staticDir);
  const built = existsSync(join(staticDir, 'index.html')) ? appShellRead(staticDir) : null;
  // every page served from here asks for its first calls with its HTML (its policy allows
  // that script by its hash, like the loading screen's style)
  const shell = built === null ? null : appShellWithEarlyCalls(built);
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

  const screens = appShellReadPreloads(staticDir);
  // index.html for every page of the app; the home screens also preload their first banner,
  // a product or promotion page its picture, and every other screen its own files
  const sendShell = async (reply: FastifyReply, path: string) => {
    let html = shell ?? '';
    if (appShellIsHome(path)) {
      const banner = await ctx.chain.part(appShellPicturesPart).then(
        (pictures) => pictures.firstBanner,
        () => null,
      );
      html = appShellWithPreload(html, banner);
    } else {
      // the picture first: it is small and the page's largest paint; then the screen's files
      if (appShellIsProduct(path)) {
        const product = await ctx.chain.part(appShellPicturesPart).then(
          (pictures) => productShellFor(pictures.productPictures, path),
          () => null,
        );
        html = appShellWithPreload(html, product?.picture ?? null);
        html = appShellWithProductHero(html, product);
      } else {
        html = appShellWithHeading(html, path);
      }
      html = appShellWithScreen(html, screens, path);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  if (shell !== null) {
    app.get('/', (request, reply) => sendShell(reply, request.url));
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      // the build's .br and .gz copies (vite.config.ts), sent with their length; a file
      // without them is compressed on the fly by @fastify/compress
      preCompressed: true,
      // no source maps in production (the build emits none; this guards an old folder)
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (reply, path) => {
        // hashed bundles never change; everything else revalidates (index.html, sw.js)
        const hashed = path.includes(`${join(staticDir, 'assets')}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  registerNotFound(
    app,
    config.apiBase,
    shell !== null ? (reply, path) => sendShell(reply, path) : null,
  );

  // issue 13: the calls published as OpenAPI 3.1 from the schemas they validate with
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
      await api.register(couponCalls);
      await api.register(certificateCalls);
    },
    { prefix: config.apiBase },
  );
  openApiServe(app, config.apiBase, calls);
  return app;
}
