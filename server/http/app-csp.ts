import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the app, its files and the API (issue 13, decision 016):
 * everything from our own origin, the map library's worker included (the build gives it a
 * file of its own, src/ui/map/maplibre-load.ts); the card gateway's page (same origin)
 * in an iframe; nobody may frame us. The inline blocks of index.html (the loading screen's
 * style) are allowed by their hashes, read from the built file. A map style served from
 * elsewhere (VITE_MAP_STYLE_URL) names its origins in CSP_MAP_ORIGINS: the map library
 * fetches its tiles and draws raster ones from blob: URLs.
 */

const INLINE = /<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the inline styles and scripts of `html` (scripts with a src are files). */
export function appCspInlineHashes(html: string | null): { styles: string[]; scripts: string[] } {
  const styles: string[] = [];
  const scripts: string[] = [];
  for (const [, tag, attributes = '', body = ''] of (html ?? '').matchAll(INLINE)) {
    if (tag?.toLowerCase() === 'style') styles.push(sha256(body));
    else if (!/\ssrc\s*=/i.test(` ${attributes}`) && body.trim() !== '') scripts.push(sha256(body));
  }
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
}

/**
 * What Google's reCAPTCHA needs, only when the server is configured for it (its site key
 * and secret; decision 028): its script and the frame its checkbox lives in, as Google's
 * CSP guide lists them.
 */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** The policy's directives, as helmet takes them. */
export function appCspDirectives(
  html: string | null,
  mapOrigins: readonly string[] = [],
  recaptcha = false,
): Record<string, string[]> {
  const inline = appCspInlineHashes(html);
  const tiles = mapOrigins.length > 0 ? [...mapOrigins, 'blob:'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    'style-src': ["'self'", ...inline.styles],
    // the map's controls draw their icons from data: SVGs in its stylesheet
    'img-src': ["'self'", 'data:', ...tiles],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...mapOrigins],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
