import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the bench's page visits (never a downloaded browser). */
export function benchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A phone at 390x844 with touch and no service worker: a customer's first visit. */
export function benchPhone(
  browser: Browser,
  extra: { locale?: string; timezoneId?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...extra,
  });
}
