import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and the configuration reference are read raw, in an editor or a terminal: short
// lines (no padded table cells), and a README a newcomer reads to the end.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** The lines of `text` longer than `max` characters, with their numbers. */
function longLines(text: string, max: number): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => line.length > max)
    .map(({ line, n }) => `${n}: ${line.slice(0, 60)}… (${line.length})`);
}

describe('docs a person can read raw', () => {
  it.each(['README.md', 'docs/configuration.md'])('%s has no line over 120 characters', (path) => {
    expect(longLines(read(path), 120)).toEqual([]);
  });

  it('the README stays short and links the map of the code and the configuration', () => {
    const readme = read('README.md');
    expect(readme.length).toBeLessThan(10_000);
    expect(readme).toContain('](docs/architecture.md)');
    expect(readme).toContain('](docs/configuration.md)');
  });

  it('every variable the server reads is in the configuration reference', () => {
    const reference = read('docs/configuration.md');
    const schemas = ['', '-accounts', '-edge', '-mail', '-push'].map((s) => `server/config${s}.ts`);
    // the keys of each environment schema: `  NAME: …` inside `z.object({ … });`
    const objects = schemas.flatMap((path) => read(path).match(/z\.object\(\{\n[^]*?\n\}\);/g));
    const names = objects.flatMap((o) =>
      [...(o ?? '').matchAll(/^ {2}([A-Z][A-Z0-9_]{2,}): /gm)].map((m) => m[1]!),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });
});
