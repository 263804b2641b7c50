// Plain protocol calls the order-placement bench makes before and after its timed run.

/** One answer: HTTP status, the JSON envelope and the response headers. */
export interface ApiAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

/** POSTs `{API_BASE}/<call>` form-encoded (docs/protocol.md) with optional guest token. */
export async function apiPost(
  url: string,
  call: string,
  fields: Record<string, string> = {},
  token?: string,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

/** docs/protocol.md "Headers": the AES key is the last path segment of the `ck` header. */
export function ckKeyOf(answer: ApiAnswer): string {
  const key = answer.headers.get('ck')?.split('/').at(-1) ?? '';
  if (key.length !== 32) throw new Error(`cabecera ck inesperada: ${answer.headers.get('ck')}`);
  return key;
}

/** §4.1 auth/guest: a guest token. */
export async function guestToken(url: string): Promise<string> {
  const answer = await apiPost(url, 'auth/guest');
  const token = (answer.json as { token?: unknown }).token;
  if (typeof token !== 'string' || token === '') {
    throw new Error(
      `auth/guest no dio token: HTTP ${answer.status} ${JSON.stringify(answer.json)}`,
    );
  }
  return token;
}

/** What a data/saveOrderPendiente answer says, read leniently (the bench only counts). */
export interface SaveAnswerRead {
  code: string;
  message: string;
  orderId: number | null;
  tracker: string | null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Reads an order-save envelope: codigoRetorno, mensajeRetorno, ORDERID and TRACKER. */
export function saveAnswerRead(body: string): SaveAnswerRead {
  let json: Record<string, unknown>;
  try {
    json = asRecord(JSON.parse(body));
  } catch {
    return { code: 'no JSON', message: body.slice(0, 120), orderId: null, tracker: null };
  }
  // the call's data sits beside the envelope keys; accept it under `data` too
  const data = { ...asRecord(json.data), ...json };
  return {
    code: typeof json.codigoRetorno === 'string' ? json.codigoRetorno : '?',
    message: typeof json.mensajeRetorno === 'string' ? json.mensajeRetorno : '',
    orderId: typeof data.ORDERID === 'number' ? data.ORDERID : null,
    tracker: typeof data.TRACKER === 'string' ? data.TRACKER : null,
  };
}
