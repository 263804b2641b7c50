// Build side of server/shell/route-preloads.ts: writes route-preloads.json beside index.html.
import type { Plugin } from 'vite';
import {
  ROUTE_PRELOADS_FILE,
  routeFilePattern,
  type RoutePreloads,
} from '../server/shell/route-preloads.ts';

const SPLIT_COMPONENT = /src[\\/]routes[\\/]([^\\/?]+)\.tsx\?tsr-split=component/;

/**
 * Modules a route's loader imports on demand before its screen can render, by route file
 * name ('_shop.cart') → source paths ('src/stores/cart-persist.ts'). Their chunks are named
 * with the screen's, so they load with the framework instead of after the loader has run.
 */
export type LoaderModules = Record<string, string[]>;

/**
 * Writes route-preloads.json: for every route whose screen is split off, the screen's chunk,
 * the chunks it imports (not those the entry already loads), the chunks of the modules its
 * loader reads on demand (`loaderModules`), and their stylesheets.
 */
export function routePreloadsPlugin(loaderModules: LoaderModules = {}): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // after Vite has dropped the chunks that held only CSS (their stylesheet moves to the
    // chunks importing them), so no route preloads a file the build does not write
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entryFiles = new Set<string>();
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const next of byFile.get(file)?.imports ?? []) collect(next, into);
      };
      // the storefront's entry only: the operator app's (/operador) is another page
      for (const c of chunks)
        if (c.isEntry && c.name !== 'operador') collect(c.fileName, entryFiles);
      const preloads: RoutePreloads = {};
      for (const chunk of chunks) {
        const name = SPLIT_COMPONENT.exec(chunk.facadeModuleId ?? '')?.[1];
        if (name === undefined) continue;
        const files = new Set<string>();
        collect(chunk.fileName, files);
        for (const source of loaderModules[name] ?? []) {
          const owner = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (owner === undefined) this.error(`route-preloads: no chunk for ${source}`);
          collect(owner.fileName, files);
        }
        const js = [...files].filter((f) => !entryFiles.has(f) && f in bundle);
        const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        preloads[routeFilePattern(name)] = {
          js: js.map((f) => `/${f}`),
          css: [...new Set(css)].map((f) => `/${f}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
