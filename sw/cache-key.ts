/**
 * Pure helpers of the service worker (DESIGN "Offline and installability"): the menu
 * calls are POSTs and the Cache API stores only GETs, so a cached answer is keyed by a
 * synthetic GET URL made of the call URL plus a SHA-256 hash of the request body.
 */

/** The menu calls served stale-while-revalidate (§7). */
export const MENU_CALLS = ['data/getData', 'data/getImages', 'data/getCatalogos'] as const;

/** Query parameter of the synthetic key that carries the body hash. */
export const BODY_PARAM = '__body';

/** True when `pathname` is `<apiBase>/<menu call>` (exactly; no suffixes). */
export function isMenuCall(pathname: string, apiBase: string): boolean {
  const base = apiBase.replace(/\/+$/, '');
  return MENU_CALLS.some((call) => pathname === `${base}/${call}`);
}

/** Lower-case hex SHA-256 of a string or raw bytes (Web Crypto: workers, browsers, Node). */
export async function sha256Hex(data: string | ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Cache API key of a POST: its URL with `__body=<sha256(body)>` added (any query the
 * URL already has is kept), e.g. `https://x/api/data/getData?__body=e3b0…`.
 */
export async function bodyCacheKey(
  url: string,
  body: string | ArrayBuffer | Uint8Array,
): Promise<string> {
  const key = new URL(url);
  key.searchParams.set(BODY_PARAM, await sha256Hex(body));
  return key.href;
}

/** The §7 envelope answered when a menu call is neither cached nor reachable. */
export const OFFLINE_ENVELOPE = {
  codigoRetorno: '02',
  mensajeRetorno: 'Sin conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
} as const;
