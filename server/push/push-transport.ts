/**
 * How a push leaves the server (issue 19): one HTTPS POST to the subscription's push
 * service, built by web-push (./push-request.ts) and sent with fetch. Redirects are not
 * followed (a push service never redirects, and following one would let it send the server
 * elsewhere), and a try ends within PUSH_SEND_TIMEOUT_MS or when the sender stops.
 */

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PushTransport {
  /** posts one push; the push service's HTTP status, or a rejection (network, timeout) */
  send(request: PushRequest, signal: AbortSignal): Promise<number>;
}

/** the most one try may take, whatever the push service does */
export const PUSH_SEND_TIMEOUT_MS = 15_000;

export function fetchPushTransport(timeoutMs = PUSH_SEND_TIMEOUT_MS): PushTransport {
  return {
    async send(request, signal) {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      // the answer's body says nothing the sender keeps; drain it to free the connection
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    },
  };
}
