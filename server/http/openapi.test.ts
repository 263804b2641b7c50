import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderSaveBody } from '../orders/save/order-save-body.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { openApiBodySchema } from './openapi.ts';

// issue 13 "The protocol, published": OpenAPI 3.1 at {API_BASE}/openapi.json, generated from
// the zod schemas the calls validate with

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

type Obj = Record<string, unknown>;

async function published(): Promise<{ status: number; headers: Headers; doc: Obj }> {
  const res = await fetch(`${s.url}/api/openapi.json`);
  return { status: res.status, headers: res.headers, doc: (await res.json()) as Obj };
}

/**
 * POST routes of the protocol under API_BASE as Fastify holds them, in OpenAPI's path syntax. The printed
 * tree nests a route under another it extends ('/api/data/checkPr' then 'omocionCheckout'):
 * each line's text is appended to its parent's, found by the indentation.
 */
function registeredCalls(): string[] {
  const tree = s.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const calls: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[└├]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    // the operator calls (issue 35) are outside the §7 protocol: docs/operator-api.md
    const protocol = path.startsWith('/api/') && !path.startsWith('/api/operador/');
    if (protocol && (match[3] ?? '').split(', ').includes('POST')) {
      calls.push(path.replace(/:(\w+)/g, '{$1}'));
    }
  }
  return calls;
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const { status, headers, doc } = await published();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('lists every registered call, as POST, and nothing else', async () => {
    const paths = (await published()).doc.paths as Record<string, Obj>;
    const calls = registeredCalls();
    expect(calls.length).toBeGreaterThanOrEqual(19);
    expect(Object.keys(paths).sort()).toEqual([...calls].sort());
    for (const [path, item] of Object.entries(paths))
      expect(Object.keys(item), path).toEqual(['post']);
  });

  test('bodies come from the zod schemas; encrypted calls document wire and decrypted body', async () => {
    const paths = (await published()).doc.paths as Record<string, { post: Obj }>;
    const checkPr = paths['/api/data/checkPr']!.post;
    const form = (checkPr.requestBody as Obj).content as Record<string, { schema: Obj }>;
    expect(form['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', pattern: '^-?\\d{1,9}$' } },
    });
    expect(checkPr.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(checkPr.responses as Obj)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '429']),
    );

    const save = paths['/api/data/saveOrderPendiente']!.post;
    const body = save.requestBody as Obj;
    const wire = (body.content as Record<string, { schema: Obj }>)[
      'application/x-www-form-urlencoded'
    ]!.schema;
    expect(wire).toMatchObject({ required: ['data'], properties: { data: { type: 'string' } } });
    expect(body['x-decrypted-body']).toEqual(openApiBodySchema(orderSaveBody));
    expect(Object.keys(save.responses as Obj)).toContain('409');

    const guest = paths['/api/auth/guest']!.post;
    expect(guest.security).toEqual([]);
    expect(guest.requestBody).toBeUndefined();
    const hash = paths['/api/cliente/getOrdenHash/{hash}']!.post;
    expect(hash.parameters).toEqual([
      { name: 'hash', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  test('the protocol stays POST-only: other methods on calls are still 405', async () => {
    const res = await fetch(`${s.url}/api/data/getData`);
    expect(res.status).toBe(405);
    expect((await post(s, '/openapi.json')).status).toBe(404);
  });
});
