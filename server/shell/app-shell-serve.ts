import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ChainCache } from '../chain/chain-cache.ts';
import {
  appShellIsHome,
  appShellIsProduct,
  appShellReadPreloads,
  appShellWithHeading,
  appShellWithPreload,
  appShellWithProductHero,
  appShellWithScreen,
  productShellFor,
} from './app-shell.ts';
import { appShellPicturesPart } from './app-shell-pictures.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends the app's HTML for a page path. */
export type ShellSend = (reply: FastifyReply, path: string) => Promise<FastifyReply>;

/**
 * index.html for every page of the app; the home screens also preload their first banner,
 * a product or promotion page its picture, and every other screen its own files.
 */
function shellSender(chain: ChainCache, staticDir: string, shell: string): ShellSend {
  const screens = appShellReadPreloads(staticDir);
  const pictures = () => chain.part(appShellPicturesPart);
  return async (reply, path) => {
    let html = shell;
    if (appShellIsHome(path)) {
      const banner = await pictures().then(
        (p) => p.firstBanner,
        () => null,
      );
      html = appShellWithPreload(html, banner);
    } else {
      // the picture first: it is small and the page's largest paint; then the screen's files
      if (appShellIsProduct(path)) {
        const product = await pictures().then(
          (p) => productShellFor(p.productPictures, path),
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
}

/**
 * The built app at / with its files: the shell for / (and, through the not-found handler,
 * every other page), the hashed bundles cached for good, everything else revalidated.
 */
export async function appShellServe(
  app: FastifyInstance,
  chain: ChainCache,
  staticDir: string,
  shell: string,
): Promise<ShellSend> {
  const sendShell = shellSender(chain, staticDir, shell);
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
  return sendShell;
}
