/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { APP_CONFIG } from '../src/config';
import { isMenuCall } from './cache-key';
import { handleMenuCall } from './menu-cache';
import { outboxSyncHandle } from './outbox-sync-event';
import { notificationClickHandle, pushEventHandle } from './push-events';

/**
 * The service worker (DESIGN "Offline and installability"): precached app shell with an
 * SPA navigation fallback, the placeholder picture precached with it (vite.config.ts), images
 * stale-while-revalidate (the menu's thumbnails fetched into them by the page in idle time,
 * src/features/pwa/thumbnails-warm.ts), the menu POST calls
 * stale-while-revalidate keyed by body hash, and orders queued offline sent by Background
 * Sync (./outbox-sync-event, src/outbox). Every other request goes to the network. Order
 * status pushes show a notification and keep the order's new status (./push-events).
 */

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const API_BASE = APP_CONFIG.apiBase;
const DAY_S = 86_400;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// the update prompt asks for the new version; it never activates on its own
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
clientsClaim();

self.addEventListener('sync', outboxSyncHandle);
self.addEventListener('push', pushEventHandle);
self.addEventListener('notificationclick', notificationClickHandle);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// client routes answer the app shell; the API, images, icons, manifest, the card gateway
// page (loaded in an iframe), the development endpoints and the operator app never do
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      new RegExp(`^${escape(API_BASE)}(/|$)`),
      /^\/img\//,
      /^\/icons\//,
      /^\/manifest\.webmanifest$/,
      /^\/map\//,
      /^\/sw\.js$/,
      /^\/pasarela(\/|$)/,
      /^\/dev(\/|$)/,
      // the chain's operator app: its own page, which this worker never serves (issue 35)
      /^\/operador(\/|\.html$|$)/,
    ],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// (the placeholder, precached, is answered by the precache above: a picture that fails,
// never seen online, falls back to it offline too)
registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/img/') || url.pathname.startsWith('/icons/')),
  new StaleWhileRevalidate({
    cacheName: 'images-v1',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// the map library, left out of the precache: kept once a map has opened (hashed names)
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/assets\/maplibre-gl-[^/]+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'map-library-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 6, purgeOnQuotaError: true })],
  }),
);

// the offline map style and its data: the last copy serves a weak or absent connection
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/map/'),
  new StaleWhileRevalidate({
    cacheName: 'map-v1',
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/manifest.webmanifest',
  new StaleWhileRevalidate({ cacheName: 'app-meta-v1' }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isMenuCall(url.pathname, API_BASE),
  ({ request, event }) => handleMenuCall(request, event),
  'POST',
);
