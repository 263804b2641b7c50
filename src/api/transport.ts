export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: FetchLike = (url, init) => globalThis.fetch(url, init);
let currentFetch: FetchLike = browserFetch;

/** The single network boundary of the protocol client; tests swap it with transportSet. */
export function transportFetch(url: string, init: RequestInit): Promise<Response> {
  return currentFetch(url, init);
}

/** Replace the fetch used by every call (null restores the browser's). */
export function transportSet(fetchImpl: FetchLike | null): void {
  currentFetch = fetchImpl ?? browserFetch;
}
