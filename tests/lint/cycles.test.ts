import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// No circle of imports anywhere, type-only imports included: lint's import-x/no-cycle skips
// `import type`, yet a type imported back still ties two rooms together for whoever reads them.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The circles among the files `globs` match, each as the files it passes through. */
async function circles(globs: string[], exclude = /node_modules/): Promise<string[][]> {
  const tree = await parseDependencyTree(globs, {
    cwd: root,
    context: root,
    tsconfig: `${root}tsconfig.json`,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
    exclude,
  });
  return parseCircular(tree);
}

describe('import circles', { timeout: 60_000 }, () => {
  it('none in the app, the service worker, the server or the tests', async () => {
    const found = await circles(
      ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'tests/**/*.ts'],
      /node_modules|tests\/lint\/fixtures\//,
    );
    expect(found.map((c) => c.join(' -> '))).toEqual([]);
  });

  it('a circle closed only by type imports is found', async () => {
    const found = await circles(['tests/lint/fixtures/type-cycle/*.ts']);
    expect(found).toHaveLength(1);
  });
});
