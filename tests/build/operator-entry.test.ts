import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 35: the chain's operator app (/operador) is a second entry of the app's build, and
// customers never download a byte of it. The build, made here into a folder of its own,
// must keep the two apart: the storefront's page, its files and its worker's precache name
// no operator file, and the operator's page loads none of the storefront's screens.

const root = fileURLToPath(new URL('../..', import.meta.url));
let out: string;

const read = (file: string) => readFile(join(out, file), 'utf8');
/** The files a page names (scripts, stylesheets, preloads, icons). */
const namedBy = (html: string) =>
  [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1] ?? '');
/**
 * What a chunk imports statically (what loading it downloads), as paths under the build
 * folder; not its `import()`s, which load only when the code calling them runs.
 */
const importsOf = (js: string) =>
  [...js.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+)["']/g)].map((m) => `assets/${m[1]}`);

async function graphOf(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    for (const next of importsOf(await read(file))) await visit(next);
  };
  await visit(entry);
  return seen;
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'storefront-build-'));
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: out, emptyOutDir: true },
  });
}, 240_000);
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

describe('the operator entry of the build', () => {
  it("is built beside the storefront's, named apart", async () => {
    const operator = namedBy(await read('operador.html'));
    expect(operator).toContain('operador/manifest.webmanifest');
    expect(operator.some((f) => /^assets\/operador-[\w-]+\.js$/.test(f))).toBe(true);
  });

  it("is not in the customer's service worker precache", async () => {
    const sw = await read('sw.js');
    const precached = [...sw.matchAll(/url:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    );
    expect(precached).toContain('index.html');
    expect(precached.filter((url) => /operador/.test(url))).toEqual([]);
  });

  it('is named by no storefront page nor any file the storefront loads', async () => {
    const index = await read('index.html');
    expect(namedBy(index).filter((f) => f.includes('operador'))).toEqual([]);
    expect(index).not.toContain('operador');
    const customerFiles = (await readdir(join(out, 'assets'))).filter(
      (f) => /\.(js|css)$/.test(f) && !f.startsWith('operador-'),
    );
    for (const file of customerFiles) {
      expect(await read(`assets/${file}`), file).not.toMatch(/operador-[\w-]+\.(js|css)/);
    }
  });

  it("loads none of the storefront's screens nor its entry", async () => {
    const operatorHtml = await read('operador.html');
    const entry = namedBy(operatorHtml).find((f) => /^assets\/operador-[\w-]+\.js$/.test(f));
    const loaded = new Set([...namedBy(operatorHtml), ...(await graphOf(entry ?? ''))]);
    const preloads = JSON.parse(await read('route-preloads.json')) as Record<
      string,
      { js: string[]; css: string[] }
    >;
    const screens = new Set(
      Object.values(preloads).flatMap((p) => [...p.js, ...p.css].map((f) => f.slice(1))),
    );
    const storefrontEntry = namedBy(await read('index.html')).find((f) =>
      /^assets\/index-[\w-]+\.js$/.test(f),
    );
    expect(screens.size).toBeGreaterThan(10);
    expect([...loaded].filter((f) => screens.has(f))).toEqual([]);
    expect(storefrontEntry && loaded.has(storefrontEntry)).toBe(false);
    expect(operatorHtml).not.toContain('sw.js');
    expect(operatorHtml).not.toContain('"/manifest.webmanifest"');
  });
});
