import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import arial from '@capsizecss/metrics/arial';
import poppins from '@capsizecss/metrics/poppins';
import roboto from '@capsizecss/metrics/roboto';

type Metrics = typeof arial;

const css = readFileSync(new URL('./brand-font.css', import.meta.url), 'utf8');

/** What a fallback face must say to take Poppins' room (the capsize method). */
function overrides(fallback: Metrics) {
  const width = (m: Metrics) => m.subsets.latin.xWidthAvg / m.unitsPerEm;
  const size = width(poppins) / width(fallback);
  const pc = (v: number) => `${Number((v * 100).toFixed(2))}%`;
  return {
    'size-adjust': pc(size),
    'ascent-override': pc(poppins.ascent / poppins.unitsPerEm / size),
    'descent-override': pc(-poppins.descent / poppins.unitsPerEm / size),
    'line-gap-override': pc(poppins.lineGap / poppins.unitsPerEm / size),
  };
}

/** The descriptors of the @font-face named `family` in brand-font.css. */
function faceOf(family: string): Record<string, string> {
  const face = css.split('@font-face').find((block) => block.includes(`font-family: '${family}';`));
  if (!face) throw new Error(`no @font-face for ${family}`);
  const entries = [...face.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]);
  return Object.fromEntries(entries) as Record<string, string>;
}

describe('the brand typeface fallbacks (issue 34)', () => {
  it.each([
    ['Poppins Fallback', arial],
    ['Poppins Fallback Roboto', roboto],
  ] as const)('%s is scaled to Poppins by its metrics', (family, metrics) => {
    expect(faceOf(family)).toMatchObject(overrides(metrics));
  });

  it('headings use Poppins first, then the fallbacks in order', () => {
    expect(css).toContain(
      "--font-brand: 'Poppins', 'Poppins Fallback', 'Poppins Fallback Roboto', system-ui, sans-serif;",
    );
  });
});
