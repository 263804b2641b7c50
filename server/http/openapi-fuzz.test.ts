import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { bodyArbitrary, type JsonSchema } from '../test/schema-arbitrary.ts';
import { encryptText } from './aes.ts';

// issue 13 "What this must show": bodies generated from the published OpenAPI schemas, valid
// and mutated, sent to every call with a guest token (encrypted where the call is); the
// server answers every one in the envelope and never with a 5xx

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 100);

let s: TestServer;
let guest: Record<string, string>;
let ckKey: string;
let paths: Record<string, { post: Record<string, unknown> }>;

beforeAll(async () => {
  s = await startTestServer();
  const answer = await post(s, '/auth/guest');
  guest = { authorization: `Bearer ${String(answer.body.token)}` };
  ckKey = answer.headers.get('ck')?.split('/').at(-1) ?? '';
  const doc = (await (await fetch(`${s.url}/api/openapi.json`)).json()) as {
    paths: typeof paths;
  };
  paths = doc.paths;
});
afterAll(async () => {
  await s.close();
});

/** Form fields are strings: anything else travels as its JSON text. */
const fieldText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function formOf(body: Record<string, unknown>, multipart: boolean): URLSearchParams | FormData {
  const form = multipart ? new FormData() : new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined) form.append(k, fieldText(v) ?? '');
  }
  return form;
}

interface Operation {
  encrypted: boolean;
  schema: JsonSchema;
}

function operationOf(op: Record<string, unknown>): Operation {
  const requestBody = (op.requestBody ?? {}) as Record<string, unknown>;
  const content = (requestBody.content ?? {}) as Record<string, { schema?: JsonSchema }>;
  const encrypted = op['x-encrypted'] === true;
  const schema = encrypted
    ? (requestBody['x-decrypted-body'] as JsonSchema)
    : (content['multipart/form-data']?.schema ?? { type: 'object', properties: {} });
  return { encrypted, schema };
}

async function send(url: string, op: Operation, body: Record<string, unknown>, variant: number) {
  let form: URLSearchParams | FormData;
  if (op.encrypted) {
    // variant 3: a `data` field that is not AES text of today's key
    const data = variant === 3 ? fieldText(body) : encryptText(JSON.stringify(body), ckKey);
    form = formOf({ data }, variant % 2 === 0);
  } else {
    form = formOf(body, variant % 2 === 0);
  }
  const res = await fetch(url, { method: 'POST', headers: guest, body: form });
  const text = await res.text();
  return { status: res.status, text };
}

describe('schema-driven fuzz of every published call', () => {
  test('the document publishes the calls to fuzz', () => {
    expect(Object.keys(paths).length).toBeGreaterThanOrEqual(19);
  });

  test('valid and mutated bodies never get a 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      const op = operationOf(item.post);
      const hash = fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.string({ unit: 'grapheme' }));
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(op.schema), fc.nat(3), hash, async (body, variant, h) => {
          const url = s.url + path.replace('{hash}', encodeURIComponent(h || 'x'));
          const { status, text } = await send(url, op, body, variant);
          if (status >= 500)
            failures.push(`${path} ${status} ${JSON.stringify(body).slice(0, 300)}`);
          // every answer is the protocol's envelope (304 and 204 excepted: no body)
          const envelope = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          return status < 500 && typeof envelope.codigoRetorno === 'string';
        }),
        { numRuns: RUNS_PER_CALL },
      );
    }
    expect(failures).toEqual([]);
  });
});
