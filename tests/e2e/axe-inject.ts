import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// axe-core straight from node_modules (@axe-core/playwright needs Node 22)
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Puts axe-core on the page. Evaluated through the browser's debugging protocol rather than
 * added as a script tag: the app's Content-Security-Policy rightly refuses inline scripts,
 * and the tests keep that policy on.
 */
export async function axeInject(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}
