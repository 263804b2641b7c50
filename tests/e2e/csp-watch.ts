import { expect, test } from '@playwright/test';

/**
 * Issue 13: the app runs under a strict Content-Security-Policy. Registers hooks that fail
 * a test when the browser refused anything under it (in the page or any frame, e.g. the
 * card gateway's iframe): the `securitypolicyviolation` events and Chromium's console
 * reports ('Refused to …').
 */
export function expectNoCspViolations(): void {
  let seen: string[] = [];
  test.beforeEach(async ({ page }) => {
    seen = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|^CSP:/i.test(text)) seen.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });
  test.afterEach(() => {
    expect(seen, 'CSP violations').toEqual([]);
  });
}
