import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildManifest, type ManifestBrand, type WebAppManifest } from '../../manifest/manifest.ts';

/**
 * The chain's operator app (issue 35): operador.html, a second entry of the app's build, for
 * /operador and every path under it, and its own installable manifest for the kitchen tablet.
 * No storefront page links either; the storefront's worker neither precaches nor serves them.
 */

export const OPERATOR_HTML = 'operador.html';

/** The tablet's manifest: the brand's icons, its own name, scope and landscape display. */
export function operatorManifest(brand: ManifestBrand): WebAppManifest & { orientation: string } {
  const base = buildManifest(brand);
  const name = `${brand.name} · Tienda`;
  return {
    ...base,
    id: '/operador',
    name,
    short_name: 'Tienda',
    description: `Los pedidos de las tiendas de ${brand.name}.`,
    start_url: '/operador',
    scope: '/operador',
    display: 'standalone',
    orientation: 'landscape',
    categories: ['business', 'food'],
  };
}

/** Serves the operator app when the build holds it; nothing otherwise. */
export function operatorShellServe(
  app: FastifyInstance,
  brand: ManifestBrand,
  staticDir: string,
): void {
  const file = join(staticDir, OPERATOR_HTML);
  if (!existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  const manifest = JSON.stringify(operatorManifest(brand));
  const page = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/operador', page);
  app.get('/operador/*', page);
  app.get('/operador/manifest.webmanifest', (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(manifest),
  );
}
