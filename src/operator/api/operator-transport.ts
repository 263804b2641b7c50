/** How the operator app reaches its server: the browser's fetch, or a test's double. */
export type OperatorFetchLike = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: OperatorFetchLike = (url, init) => globalThis.fetch(url, init);
let currentFetch: OperatorFetchLike = browserFetch;

/** The single network boundary of the operator app; tests swap it with operatorTransportSet. */
export function operatorTransportFetch(url: string, init: RequestInit): Promise<Response> {
  return currentFetch(url, init);
}

/**
 * Replace the fetch of every operator call (null restores the browser's).
 * @internal a seam: tests swap the network with it
 */
export function operatorTransportSet(fetchImpl: OperatorFetchLike | null): void {
  currentFetch = fetchImpl ?? browserFetch;
}
