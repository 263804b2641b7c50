/**
 * Test double for the one network boundary (src/api/transport.ts): answers calls with
 * handlers and records what was sent. Only tests import it.
 */
import { transportSet } from '../api/transport';
import { operatorTransportSet } from '../operator/api/operator-transport';

export const CK_KEY = 'abcdefghijklmnopqrstuvwxyz012345';

export interface SentRequest {
  url: string;
  headers: Headers;
  body: RequestInit['body'];
  signal: AbortSignal | null;
  method: string;
}
export type FakeHandler = (req: SentRequest) => Response | Promise<Response>;

/** A JSON answer carrying the ck header, as the server sends it. */
export const jsonAnswer = (body: object, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ck: `/api/k/${CK_KEY}`, ...headers },
  });

/** A '00' envelope with the call's data. */
export const okAnswer = (data: object = {}) =>
  jsonAnswer({ codigoRetorno: '00', mensajeRetorno: 'OK', ...data });

/** Requests sent since the last fakeFetch call. */
export const sent: SentRequest[] = [];

type TransportSetter = (
  fetchImpl: ((url: string, init: RequestInit) => Promise<Response>) | null,
) => void;

function fakeOn(set: TransportSetter, handlers: FakeHandler[]): void {
  const queue = [...handlers];
  sent.splice(0);
  set(async (url, init) => {
    const req = {
      url,
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal ?? null,
      method: init.method ?? 'GET',
    };
    sent.push(req);
    const handler = queue.length > 1 ? queue.shift() : queue[0];
    if (!handler) throw new Error(`unexpected call ${url}`);
    return handler(req);
  });
}

/** Answer calls in order with the handlers; the last one answers every further call. */
export function fakeFetch(...handlers: FakeHandler[]): void {
  fakeOn(transportSet, handlers);
}

/** The same for the operator app's calls (src/operator/api, issue 35). */
export function fakeOperatorFetch(...handlers: FakeHandler[]): void {
  fakeOn(operatorTransportSet, handlers);
}
