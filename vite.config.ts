import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCssPlugin } from './scripts/inline-entry-css-plugin.ts';
import { routePreloadsPlugin } from './scripts/route-preloads-plugin.ts';
import { appConfigRead } from './src/config.ts';
import { PLACEHOLDER_IMAGE } from './src/ui/placeholder-image.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** What the loader of /cart and /checkout imports to read the stored bag. */
const BAG_READER = 'src/stores/cart-persist.ts';

/** The chunks index.html loads with the entry (see chunkFileNames below). */
const FIRST_LOAD_CHUNK = /^assets\/(framework|shell|runtime)-/;

/**
 * The chain's operator app (/operador, issue 35) is a second entry of this build: its HTML,
 * chunks and stylesheets are named `operador…`, so the customer's worker never precaches
 * them (globIgnores below) and tests/build/operator-entry.test.ts can tell them apart.
 */
const OPERATOR_MODULE = /src[\\/]operator[\\/]/;
const isOperatorChunk = (chunk: { name: string; moduleIds: readonly string[] }) =>
  chunk.name === 'operador' ||
  (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => OPERATOR_MODULE.test(id)));

export default defineConfig(({ command, mode }) => {
  // a new deploy busts the persisted query cache (src/app/persister.ts)
  const buildId =
    command === 'build' ? `${pkg.version}-${Date.now().toString(36)}` : `${pkg.version}-dev`;
  // the app's configuration (src/config.ts), checked now: a bad VITE_* value fails the build
  const appConfig = appConfigRead({
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    VITE_BUILD_ID: buildId,
    BASE_URL: '/',
    PROD: mode === 'production',
  });
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        // the shared layout and the home screen are on every first visit's critical path:
        // kept in the entry, they load in parallel with it instead of after it
        codeSplittingOptions: {
          // a screen's own component and not-found view load with it; its error view is the
          // shared one already in the first load, so a file of its own per screen would only
          // add a name to every preload list
          defaultBehavior: [['component'], ['notFoundComponent']],
          splitBehavior: ({ routeId }) => {
            if (routeId === '/_shop' || routeId === '/_shop/') return [];
            return undefined;
          },
        },
      }),
      react(),
      // the files of each screen, for the server to name in the page's HTML
      // with the bag's reader (and crypto-js) for the screens whose loader reads the bag
      routePreloadsPlugin({
        '_shop.cart': [BAG_READER],
        '_shop.checkout': [BAG_READER],
      }),
      // the entry's stylesheets inline: the loading screen paints without waiting for them
      inlineEntryCssPlugin(),
      // DESIGN "Offline and installability": our own worker (sw/sw.ts); the manifest is
      // served by the server from the brand configuration (server/pwa), so none is emitted
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // every JS chunk, so any route opens offline; source maps are not precached
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          // the map library (~440 KB gzip) is cached the first time a map opens instead
          // (sw/sw.ts): an install should not download it for customers who never see a map
          globIgnores: ['**/maplibre-gl-*', 'operador.html', 'assets/operador-*'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // the picture every broken image falls back to (§2.3), so that offline a picture
          // never seen shows it instead of a broken image. The server draws it at start
          // (server/images), before it listens; an operator may replace it, so it is fetched
          // again with each new version of the app rather than built into it
          additionalManifestEntries: [{ url: PLACEHOLDER_IMAGE, revision: buildId }],
        },
        devOptions: { enabled: false },
      }),
      // each file also as .br and .gz, at the best compression, once per build: the server
      // sends these with their length (server/app.ts preCompressed) instead of compressing
      // on every request, which on a busy machine held a 300 KB chunk back past the idle
      // deadline and cut it (ERR_INCOMPLETE_CHUNKED_ENCODING, a page stuck loading)
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
    ],
    define: { __APP_CONFIG__: JSON.stringify(appConfig) },
    resolve: {
      alias: [
        // the package's "module" build is ES5 (classes and async compiled away): 1 KB more
        // gzip than its modern build, which the es2022 target needs no help to run
        {
          find: /^workbox-window$/,
          replacement: 'workbox-window/build/workbox-window.prod.mjs',
        },
        // React 19 has useSyncExternalStore: the router's store takes the selector helper
        // built on it, not the shim for React 16/17 (370 bytes gzip less in the first load)
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: {
        '/api': apiTarget,
        '/img': apiTarget,
        '/icons': apiTarget,
        '/manifest.webmanifest': apiTarget,
        '/map': apiTarget,
      },
    },
    // no modulepreload polyfill: browsers without modulepreload simply do not preload
    build: {
      target: 'es2022',
      // no source maps in production builds (issue 13): they would publish the sources
      sourcemap: false,
      modulePreload: {
        polyfill: false,
        // index.html loads the entry's own chunks before any screen: a screen's preload list
        // need not name them again (the entry carries every list: each name is first-load JS)
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)) : deps,
      },
      rolldownOptions: {
        // the storefront, and the chain's operator app (never referenced by the storefront)
        input: { index: 'index.html', operador: 'operador.html' },
        output: {
          // screens' files by a 7-character hash alone: the entry lists every lazy file it may preload, so
          // each name is paid for on the first load (~480 bytes gzip); the shared groups and
          // the map library keep their names (the worker and the precache match maplibre-gl-*)
          assetFileNames: (asset) =>
            asset.names.some((name) => name.startsWith('maplibre-gl'))
              ? 'assets/[name]-[hash][extname]'
              : asset.names.some((name) => name.startsWith('operador'))
                ? 'assets/operador-[hash][extname]'
                : 'assets/[hash:7][extname]',
          chunkFileNames: (chunk) =>
            chunk.name === 'rolldown-runtime'
              ? 'assets/runtime-[hash:7].js'
              : isOperatorChunk(chunk)
                ? 'assets/operador-[hash].js'
                : /^(maplibre-gl|framework|shell|ordering|delivery-screens|order-screens)$/.test(
                      chunk.name,
                    )
                  ? 'assets/[name]-[hash].js'
                  : 'assets/[hash:7].js',
          // The first screen's modules in few files: left alone, the bundler cuts the
          // framework and small shared app modules into many chunks (every lazy screen
          // shares them), and each file costs the home page its own gzip overhead and a
          // round trip. Measured by `npm run bench` (home JS).
          codeSplitting: {
            groups: [
              {
                // small app modules every first screen uses, that other screens share too
                name: 'shell',
                test: /src[\\/](domain[\\/](money|slug|server-time|menu-listing|menu-visibility)|api[\\/](use-logged-in|menu[\\/](get-fecha-hora|use-menu|menu-loader|use-server-now))|ui[\\/](use-page-title|icons|error-view)|features[\\/]menu[\\/]menu-skeletons)\.tsx?$/,
              },
              {
                // the ordering rules and state the cart, the product page, the banner and the
                // delivery screens share (delivery choice, hours, coverage, cart checks): one
                // file instead of a dozen names in every preload list of the first load
                name: 'ordering',
                // only these modules: their shared dependencies stay where the home page has them
                includeDependenciesRecursively: false,
                // (not the shops list: it carries the fuzzy search library, for the shop screens only)
                test: /src[\\/](domain[\\/](schedule|shops(?![\\/]shops-(list|nearest-open))|delivery|geo(?![\\/](coverage-nearest|delivery-points-nearest|geo-distance-text)))[\\/]|domain[\\/]clock-12h|stores[\\/]delivery|api[\\/]geo[\\/](?!get-cercano)|api[\\/]menu[\\/]get-catalogos|domain[\\/]cart[\\/](cart-validity-checks|cart-line-details)|features[\\/]delivery[\\/](use-delivery-validation|public|address-editor-lazy))/,
              },
              {
                // the delivery and shops screens (not the validation the cart runs), with the
                // device's position both ask for (not a file of its own in the entry's lists),
                // and the map page of a saved address, which is the delivery's map page; the
                // way out of a place without coverage (nearest covered place, open shop) too
                name: 'delivery-screens',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/](shops[\\/]|delivery[\\/](?!use-delivery-validation|public|address-editor-lazy)|addresses[\\/]address-page)|ui[\\/]map[\\/]geolocation|domain[\\/](geo[\\/](delivery-points-nearest|geo-distance-text)|shops[\\/]shops-nearest-open)|api[\\/](geo[\\/]get-cercano|map[\\/]))/,
              },
              {
                // an account's saved addresses: their calls, wire form and the pages' shared
                // parts (the delivery choice and the login read the list too), in one file; the
                // list with the drag-and-drop library stays in its route's own chunk
                name: 'addresses',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]addresses[\\/](address-messages|chosen-address-sync)|api[\\/]cliente[\\/](get-direcciones|save-direccion|mark-principal|delete-direccion|save-sorted-addresses)|protocol[\\/]customer-address)/,
              },
              {
                // checkout, orders, tracking and the offline outbox: the screens after the cart,
                // in one file rather than a dozen names in the first load's preload lists
                // (not the field rules the account forms share: the profile would load it all;
                // not home's 'Pedido en curso' slot, which is first-load code). The account's
                // orders call is in it too: in a file of its own it imported the order's wire
                // schema from this one, which imported it back, and whichever was loaded first
                // read the other half-made (the account's list then failed to read)
                name: 'order-screens',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/](checkout[\\/]|orders[\\/](?!order-hosts|order-check-dialog|order-underway-slot|public))|outbox[\\/](?!outbox-(boot|entry))|stores[\\/](checkout|orders)|api[\\/]order[\\/]|api[\\/]cliente[\\/]get-complete-last-orders|api[\\/]use-online|domain[\\/](checkout[\\/](?!checkout-fields)|order[\\/])|protocol[\\/]order-body)/,
              },
              {
                // the heart, the favourites' store and its calls: the one file the product
                // cards load after the first paint, which /favorites uses too (shared
                // between them they would be a second name in the first load's lists)
                name: 'favorites',
                includeDependenciesRecursively: false,
                test: /src[\\/](features[\\/]favorites[\\/]favorite-heart\.tsx|stores[\\/]favorites|api[\\/]cliente[\\/]favorites|api[\\/]session-account|domain[\\/]favorites[\\/]favorites-merge|protocol[\\/]customer-favorite)/,
              },
              {
                // the chain's content pages (issue 18), their routes' components and the
                // Markdown parser and sanitizer they alone use: one file for all of them, so the
                // first load's route lists name it once rather than a file per page
                name: 'content-screens',
                includeDependenciesRecursively: false,
                test: /(src[\\/](features[\\/]content[\\/]|domain[\\/]content[\\/](content-search|content-lookup)|routes[\\/]_shop\.(preguntasFrecuentes|terminosDeUso|politicasDePrivacidad|politicas-promociones|acercaDe|jobs|trivia|announcement\.\$id)\.tsx\?tsr-split)|node_modules[\\/](marked|dompurify)[\\/])/,
              },
              {
                // (the router's navigation blocker only the checkout uses stays with it, and
                // the query client's mutations and many-queries hook, which only screens
                // after the first one use: the orders, the bag's check)
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare|use-sync-external-store)[\\/](?!.*(useBlocker|useMutation\.|mutationObserver|useQueries|queriesObserver))/,
              },
            ],
          },
        },
      },
    },
  };
});
