// Lighthouse 12 (runs on Node 20) against the bench server: mobile form factor (the default),
// performance and accessibility, Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './home-js.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  /** failing accessibility audits, to say why the score is below 100 */
  accessibilityFailures: string[];
  /** the lab metrics behind the performance score, e.g. 'LCP 2.1 s' */
  metrics: string[];
  /** every run's performance score, lowest first (set on the median result) */
  allPerformance?: number[];
}

const METRICS: [id: string, label: string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lab scores swing from run to run on a shared machine: Lighthouse's advice is the median. */
export const RUNS_PER_PATH = 5;

/** Scores each path RUNS_PER_PATH times in one Chromium, keeping the median run; 0..100. */
export async function lighthouseScores(
  baseUrl: string,
  paths: string[],
): Promise<LighthouseScores[]> {
  const runs = await lighthouseRuns(
    baseUrl,
    paths.flatMap((p) => Array<string>(RUNS_PER_PATH).fill(p)),
  );
  return paths.map((path) => {
    const mine = runs.filter((r) => r.path === path).sort((a, b) => a.performance - b.performance);
    const median = mine[Math.floor(mine.length / 2)];
    if (!median) throw new Error(`Sin resultados de Lighthouse para ${path}`);
    return { ...median, allPerformance: mine.map((r) => r.performance) };
  });
}

async function lighthouseRuns(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse no devolvió resultados para ${path}`);
      const { categories, audits } = result.lhr;
      const a11yRefs = categories.accessibility?.auditRefs ?? [];
      scores.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        accessibilityFailures: a11yRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        metrics: METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'}`),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
