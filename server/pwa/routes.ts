import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { APPLE_TOUCH_ICON, buildManifest, iconFiles } from '../../manifest/manifest.ts';
import type { Config } from '../config.ts';
import { ensureIcons } from './icons.ts';

/**
 * The web app manifest and its icons (DESIGN "Offline and installability"): the brand is
 * server configuration, so the manifest is served from here rather than built with the
 * app. Icons live in DATA_DIR/icons (drawn at start-up, or on first request).
 */

export interface PwaOptions {
  config: Config;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

export const pwaRoutes: FastifyPluginAsync<PwaOptions> = async (app, { config }) => {
  const dir = resolve(config.dataDir, 'icons');
  const manifest = JSON.stringify(buildManifest(config.brand));
  const known = new Set(iconFiles(config.brand).map((f) => f.file));
  let ready: Promise<number> | null = null;
  const iconsReady = () => {
    ready ??= ensureIcons(config.brand, dir).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(manifest),
  );

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const { name } = request.params;
    if (!known.has(name)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Icono no encontrado');
    }
    await iconsReady();
    const png = await readFile(join(dir, name));
    return reply
      .type('image/png')
      .header('cache-control', name === APPLE_TOUCH_ICON ? ONE_DAY : IMMUTABLE)
      .send(png);
  });
};
