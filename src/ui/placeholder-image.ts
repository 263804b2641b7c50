/**
 * §2.3 the picture a broken image falls back to. The server draws it into DATA_DIR/img
 * (server/images, docs/images.md) and the service worker precaches it (vite.config.ts), so
 * it shows offline too, even where no other picture was ever seen.
 */
export const PLACEHOLDER_IMAGE = '/img/placeholder-sm.jpg';
