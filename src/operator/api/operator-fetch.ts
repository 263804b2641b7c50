import { OPERATOR_MESSAGES, OperatorApiError, operatorErrorFrom } from './operator-error';
import { operatorTransportFetch } from './operator-transport';

/** Every operator call is under this path (the API contract of /api/operador). */
export const OPERATOR_API = '/api/operador';

/** The cookie the server sets with the session, which the app sends back as a header. */
const CSRF_COOKIE = 'op_csrf';

/** The session's CSRF token from the `op_csrf` cookie, or null when there is none. */
export function operatorCsrfToken(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

let sessionEnded: () => void = () => undefined;

/** What the app does when a call finds the session gone (401): back to the login. */
export function operatorSessionEndedSet(handler: () => void): void {
  sessionEnded = handler;
}

export interface OperatorCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * A 401 here is the call's own answer (the login, the session check), not a session that
   * ended under the page
   */
  ownsUnauthorized?: boolean;
}

const readsOnly = (method: string) => method === 'GET' || method === 'HEAD';

function requestInit(method: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = readsOnly(method) ? null : operatorCsrfToken(globalThis.document?.cookie ?? '');
  // every change carries the session's token (the login itself has none yet)
  if (token !== null) headers['x-csrf-token'] = token;
  return {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * One operator call: JSON in and out, the CSRF token on every change, and a refusal turned
 * into an OperatorApiError with the contract's Spanish message. A 204 answers null.
 */
export async function operatorFetch<T>(path: string, call: OperatorCall = {}): Promise<T | null> {
  const method = call.method ?? 'GET';
  let response: Response;
  try {
    response = await operatorTransportFetch(
      `${OPERATOR_API}${path}`,
      requestInit(method, call.body),
    );
  } catch {
    throw new OperatorApiError(0, 'red', OPERATOR_MESSAGES.offline);
  }
  if (!response.ok) {
    const error = await operatorErrorFrom(response);
    if (response.status === 401 && !call.ownsUnauthorized) sessionEnded();
    throw error;
  }
  if (response.status === 204) return null;
  return (await response.json().catch(() => {
    throw new OperatorApiError(response.status, 'respuesta', OPERATOR_MESSAGES.respuesta);
  })) as T;
}
