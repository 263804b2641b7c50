export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** An answer the page asked for with its HTML, stamped with the device time it arrived. */
export type EarlyResponse = Response & { arrivedAt?: number };

type EarlyCalls = Record<string, Promise<EarlyResponse | null> | undefined>;

/**
 * The answer the page's HTML already asked `url` for (server/shell/early-calls.ts, decision
 * 039), taken once; undefined when there is none or the call carries a body.
 */
export function transportEarlyAnswer(
  url: string,
  init: RequestInit,
): Promise<EarlyResponse | null> | undefined {
  const early = (globalThis as { earlyCalls?: EarlyCalls }).earlyCalls;
  const answer = init.body == null ? early?.[url] : undefined;
  if (answer !== undefined) delete early?.[url];
  return answer;
}

// a failed early call is asked again, as if there had been none
const browserFetch: FetchLike = async (url, init) =>
  (await transportEarlyAnswer(url, init)) ?? globalThis.fetch(url, init);
let currentFetch: FetchLike = browserFetch;

/** The single network boundary of the protocol client; tests swap it with transportSet. */
export function transportFetch(url: string, init: RequestInit): Promise<Response> {
  return currentFetch(url, init);
}

/**
 * Replace the fetch used by every call (null restores the browser's).
 * @internal a seam: tests swap the network with it
 */
export function transportSet(fetchImpl: FetchLike | null): void {
  currentFetch = fetchImpl ?? browserFetch;
}
