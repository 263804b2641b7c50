// Lighthouse 12 (runs on Node 20) against the bench server: mobile form factor (the default),
// performance and accessibility, Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { StoredEntries } from './bag-seed.ts';
import { CHROMIUM_PATH } from './phone-browser.ts';

/** A page to score, with the localStorage it starts from (e.g. a filled bag) if any. */
export interface LighthousePage {
  path: string;
  storage?: StoredEntries | null;
}

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  /** failing accessibility audits, to say why the score is below 100 */
  accessibilityFailures: string[];
  /** the lab metrics behind the performance score, e.g. 'LCP 2.1 s' */
  metrics: string[];
  /** LCP, TBT and CLS of the run, e.g. { LCP: '2.1 s' } */
  lab: Record<'LCP' | 'TBT' | 'CLS', string>;
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

/**
 * Lab scores swing from run to run on a shared machine: Lighthouse's advice is the median
 * (of 3 by default; LIGHTHOUSE_RUNS changes it).
 */
export const RUNS_PER_PATH = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Where each run's full report (JSON) is written when set, to read its diagnostics. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/** Scores each page RUNS_PER_PATH times in one Chromium, keeping the median run; 0..100. */
export async function lighthouseScores(
  baseUrl: string,
  pages: LighthousePage[],
): Promise<LighthouseScores[]> {
  const runs = await lighthouseRuns(
    baseUrl,
    pages.flatMap((p) => Array<LighthousePage>(RUNS_PER_PATH).fill(p)),
  );
  return pages.map(({ path }) => {
    const mine = runs.filter((r) => r.path === path).sort((a, b) => a.performance - b.performance);
    const median = mine[Math.floor(mine.length / 2)];
    if (!median) throw new Error(`Sin resultados de Lighthouse para ${path}`);
    return { ...median, allPerformance: mine.map((r) => r.performance) };
  });
}

/**
 * Every run is a first visit: Lighthouse's own reset keeps localStorage and IndexedDB (it
 * warns "There may be stored data affecting loading performance"), so runs after the first
 * would restore the menu from the persisted query cache. The bench clears all of the
 * origin's storage, the HTTP cache included, and then writes the page's entries, if any.
 */
async function prepareStorage(port: number, baseUrl: string, entries: StoredEntries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const origin = new URL(baseUrl).origin;
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (Object.keys(entries).length > 0) {
      // a static file of the origin: its document can write the origin's localStorage
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((all) => {
        for (const [key, value] of Object.entries(all)) localStorage.setItem(key, value);
      }, entries);
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function lighthouseRuns(
  baseUrl: string,
  pages: LighthousePage[],
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  try {
    const scores: LighthouseScores[] = [];
    for (const [index, { path, storage }] of pages.entries()) {
      // a run whose trace Lighthouse could not read (its runtimeError, e.g. NO_NAVSTART on a
      // busy machine) scores 0 without measuring anything: it is run again, at most twice
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt += 1) {
        await prepareStorage(chrome.port, baseUrl, storage ?? {});
        result = await lighthouse(new URL(path, baseUrl).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        });
        const failed = result?.lhr.runtimeError;
        if (!failed || attempt === 3) break;
        console.warn(`lighthouse ${path}: ${failed.code}, otra vez (${attempt + 1} de 3)`);
      }
      if (!result) throw new Error(`Lighthouse no devolvió resultados para ${path}`);
      const { categories, audits } = result.lhr;
      if (REPORT_DIR) {
        const name = `${index}-${path.replace(/[^a-z0-9]+/gi, '_')}.json`;
        writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
      }
      const lab = (id: string) => audits[id]?.displayValue ?? '?';
      const a11yRefs = categories.accessibility?.auditRefs ?? [];
      scores.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        accessibilityFailures: a11yRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        metrics: METRICS.map(([id, label]) => `${label} ${lab(id)}`),
        lab: {
          LCP: lab('largest-contentful-paint'),
          TBT: lab('total-blocking-time'),
          CLS: lab('cumulative-layout-shift'),
        },
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
