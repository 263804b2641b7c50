import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { paymentTokenIssue } from '../pasarela/payment-token.ts';
import { demoChain, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 13 (7): the app, its files and the API carry a strict Content-Security-Policy that
// forbids framing by other sites, and the usual security headers; source maps are not served.
const INLINE_STYLE = '\n      .boot { margin: 0; }\n    ';
const INDEX = `<!doctype html><html><head><title>Tienda</title><style>${INLINE_STYLE}</style>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"><p class="boot__text">Cargando...</p></div></body></html>`;

let dist: string;

async function startWith(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    chain: demoChain(),
    clock: () => MONDAY_NOON,
    env: { STATIC_DIR: dist, ...env },
  });
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'storefront-headers-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["a.ts"]}');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('the app and the API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startWith();
  });
  afterAll(async () => {
    await s.close();
  });

  const answers = async () => ({
    shell: await fetch(`${s.url}/`),
    page: await fetch(`${s.url}/menu/categoria/combos`),
    file: await fetch(`${s.url}/assets/index-abc123.js`),
    api: (await post(s, '/data/getFechaHora')).headers,
  });

  test('a strict policy: our origin only (the map worker too), nobody frames us', async () => {
    const { api, ...appAnswers } = await answers();
    for (const [what, res] of Object.entries(appAnswers)) {
      const headers = res.headers;
      const csp = directives(headers.get('content-security-policy'));
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(csp.get('script-src'), what).toEqual(["'self'"]);
      expect(csp.get('worker-src'), what).toEqual(["'self'"]);
      expect(csp.get('connect-src'), what).toEqual(["'self'"]);
      expect(csp.get('img-src'), what).toEqual(["'self'", 'data:']);
      expect(csp.get('frame-src'), what).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
      expect(csp.get('base-uri'), what).toEqual(["'none'"]);
      expect(csp.get('form-action'), what).toEqual(["'self'"]);
      expect([...csp.values()].flat().join(' '), what).not.toMatch(/unsafe|\*/);
    }
    // the API's JSON may load and run nothing, and be framed by nobody
    const csp = directives(api.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('the inline style of index.html is allowed by its hash, and nothing else inline', async () => {
    const res = await fetch(`${s.url}/`);
    const html = await res.text();
    const csp = directives(res.headers.get('content-security-policy'));
    const hash = createHash('sha256').update(INLINE_STYLE).digest('base64');
    expect(csp.get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(html).toContain(INLINE_STYLE);
  });

  test('nosniff, no referrer, no framing, geolocation only for our origin', async () => {
    const { shell, page, file, api } = await answers();
    for (const [what, headers] of Object.entries({ shell: shell.headers, page: page.headers })) {
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(headers.get('referrer-policy'), what).toBe('no-referrer');
      expect(headers.get('x-frame-options'), what).toBe('DENY');
      expect(headers.get('permissions-policy'), what).toContain('geolocation=(self)');
      expect(headers.get('permissions-policy'), what).toContain('camera=()');
      expect(headers.get('strict-transport-security'), `${what} over http`).toBeNull();
    }
    // files and JSON carry what applies to them, not the headers only a page acts on
    for (const [what, headers] of Object.entries({ file: file.headers, api })) {
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(headers.get('referrer-policy'), what).toBe('no-referrer');
      expect(headers.get('permissions-policy'), what).toBeNull();
      expect(headers.get('x-frame-options'), what).toBeNull();
      expect(headers.get('x-xss-protection'), what).toBeNull();
    }
  });

  test('source maps are not served', async () => {
    const res = await fetch(`${s.url}/assets/index-abc123.js.map`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"sources"');
  });

  test('the gateway page may be framed by our own pages only', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-h', paymentType: 'TAR' });
    const token = await paymentTokenIssue(s.db, o.id);
    const res = await fetch(`${s.url}/pasarela/dummy?token=${token}`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe("reCAPTCHA's script and frame (decision 028)", () => {
  test('are allowed only when its site key and secret are both set', async () => {
    const half = await startWith({ RECAPTCHA_SITE_KEY: 'site-key' });
    const both = await startWith({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secreto' });
    try {
      const csp = async (s: TestServer) =>
        directives((await fetch(`${s.url}/`)).headers.get('content-security-policy'));
      const without = await csp(half);
      expect(without.get('script-src')).toEqual(["'self'"]);
      expect(without.get('frame-src')).toEqual(["'self'"]);
      const withIt = await csp(both);
      expect(withIt.get('script-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(withIt.get('frame-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]);
    } finally {
      await half.close();
      await both.close();
    }
  });
});

describe('a map style served elsewhere (CSP_MAP_ORIGINS)', () => {
  test('its origins may be fetched and its raster tiles drawn', async () => {
    const s = await startWith({ CSP_MAP_ORIGINS: 'https://tiles.example https://fonts.example' });
    try {
      const csp = directives((await fetch(`${s.url}/`)).headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://tiles.example',
        'https://fonts.example',
      ]);
      expect(csp.get('img-src')).toEqual([
        "'self'",
        'data:',
        'https://tiles.example',
        'https://fonts.example',
        'blob:',
      ]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
    } finally {
      await s.close();
    }
  });
});

describe('HSTS', () => {
  test('sent when the request came over HTTPS (told by a trusted proxy)', async () => {
    const s = await startWith({ TRUST_PROXY: '127.0.0.1' });
    try {
      const https = await fetch(`${s.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=15552000');
      const api = await post(s, '/data/getFechaHora', undefined, { 'x-forwarded-proto': 'https' });
      expect(api.headers.get('strict-transport-security')).toBe('max-age=15552000');
      const http = await fetch(`${s.url}/`);
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await s.close();
    }
  });

  test('HSTS_MAX_AGE sets its age; 0 leaves it out', async () => {
    for (const [age, expected] of [
      ['31536000', 'max-age=31536000'],
      ['0', null],
    ] as const) {
      const s = await startWith({ TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE: age });
      try {
        const res = await fetch(`${s.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
        expect(res.headers.get('strict-transport-security')).toBe(expected);
      } finally {
        await s.close();
      }
    }
  });
});
