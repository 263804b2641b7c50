import { bodyCacheKey, OFFLINE_ENVELOPE } from './cache-key';

/**
 * Stale-while-revalidate for the menu POST calls (DESIGN "Offline and installability"):
 * the cached copy answers at once and the network refreshes it in the background; with
 * nothing cached the network answers, and offline a '02' envelope with status 503.
 */

export const MENU_CACHE = 'menu-calls-v1';

/** The daily 'ck' key must come from a live answer, never from a stored one. */
const NOT_STORED_HEADERS = ['ck', 'token', 'refresh-token', 'set-cookie'];

function offlineResponse(): Response {
  return new Response(JSON.stringify(OFFLINE_ENVELOPE), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Keeps only successful envelopes ('00'), so an error never replaces a good menu. */
async function storable(res: Response): Promise<Response | null> {
  if (!res.ok) return null;
  const text = await res.clone().text();
  try {
    const json = JSON.parse(text) as { codigoRetorno?: unknown };
    if (json.codigoRetorno !== '00') return null;
  } catch {
    return null;
  }
  const headers = new Headers(res.headers);
  for (const name of NOT_STORED_HEADERS) headers.delete(name);
  headers.set('sw-cache', 'stored');
  return new Response(text, { status: res.status, statusText: res.statusText, headers });
}

export async function handleMenuCall(request: Request, event: ExtendableEvent): Promise<Response> {
  const body = await request.clone().arrayBuffer();
  const key = await bodyCacheKey(request.url, body);
  const cache = await caches.open(MENU_CACHE);
  const cached = await cache.match(key);

  const network = fetch(request).then(async (res) => {
    const copy = await storable(res);
    if (copy) await cache.put(key, copy);
    return res;
  });

  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  try {
    return await network;
  } catch {
    return offlineResponse();
  }
}
