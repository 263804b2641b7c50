// The files each screen needs beyond the entry, written by the build as route-preloads.json
// (scripts/route-preloads-plugin.ts) and read by the server, which names them in the page's
// HTML: a first visit to a product, the cart or the checkout downloads its screen together
// with the framework instead of after the framework has run.

/** Route path pattern ('/menu/categoria/$cat/producto/$id') → files under the site root. */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The URL pattern of a flat route file name: '_shop.menu.categoria.$cat.index' →
 * '/menu/categoria/$cat'. Pathless layouts ('_shop') and 'index' add no segment.
 */
export function routeFilePattern(name: string): string {
  const segments = name
    .split('.')
    .filter((s) => !s.startsWith('_') && s !== 'index' && s !== '__root');
  return `/${segments.join('/')}`;
}

/**
 * The preloads for a page path: the pattern that matches it with the most literal segments
 * (so '/menu/categoria/$cat/producto/$id' wins over a splat), or null.
 */
export function routePreloadsFor(
  preloads: RoutePreloads,
  path: string,
): { js: string[]; css: string[] } | null {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  let best: { score: number; files: { js: string[]; css: string[] } } | null = null;
  for (const [pattern, files] of Object.entries(preloads)) {
    const want = pattern.split('/').filter(Boolean);
    const splat = want.at(-1) === '$';
    const fixed = splat ? want.slice(0, -1) : want;
    if (splat ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    let score = 0;
    const ok = fixed.every((seg, i) => {
      const part = parts[i] ?? '';
      if (seg.startsWith('$')) return part !== '';
      score += 1;
      return decodeURIComponent(part) === seg;
    });
    if (ok && (best === null || score > best.score)) best = { score, files };
  }
  return best?.files ?? null;
}
