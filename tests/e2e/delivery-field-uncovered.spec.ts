import { expect, test, type Locator, type Page } from '@playwright/test';
import { addressField, mapReady } from './journey-fixture';

// Issue 34, defect 7 (the /delivery part): on a phone the sticky 'Confirmar dirección' stays
// at the foot of the screen; the required 'Dirección' field must never lie under it, as first seen,
// tapped where it shows or reached with the keyboard.

const submit = (page: Page) => page.getByRole('button', { name: 'Confirmar dirección' });

/** How many pixels of the field's box the sticky button covers (0: none). */
async function coveredBy(field: Locator, bar: Locator): Promise<number> {
  const f = (await field.boundingBox())!;
  const b = (await bar.boundingBox())!;
  const h = Math.min(f.y + f.height, b.y + b.height) - Math.max(f.y, b.y);
  const w = Math.min(f.x + f.width, b.x + b.width) - Math.max(f.x, b.x);
  return h > 0 && w > 0 ? Math.round(h) : 0;
}

/** The page has stopped scrolling: the same offset over 200 ms. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const before = scrollY;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return scrollY === before;
      }),
    )
    .toBe(true);
}

async function searchEscalon(page: Page) {
  await page.goto('/delivery');
  await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole('combobox', { name: 'Buscar colonia, lugar o tienda' });
  await search.fill('escalon');
  await page
    .getByRole('listbox', { name: 'Resultados' })
    .getByRole('option', { name: /^Colonia Escalón/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("the sticky 'Confirmar dirección' never covers the 'Dirección' field", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await searchEscalon(page);
      await settled(page);
      const field = addressField(page);
      // as the customer first sees it: a field on screen is not partly under the button
      const first = (await field.boundingBox())!;
      if (first.y < viewport.height) expect(await coveredBy(field, submit(page))).toBe(0);
      // tapped where it shows (its top edge, above the button when the button lies over it)
      if (first.y + 8 > viewport.height) await field.scrollIntoViewIfNeeded();
      await field.tap({ position: { x: 12, y: 4 } });
      await expect(field).toBeFocused();
      await settled(page);
      expect(await coveredBy(field, submit(page))).toBe(0);
      // reached with the keyboard, from the top of the page
      await field.blur();
      await page.evaluate(() => scrollTo(0, 0));
      await field.focus();
      await settled(page);
      expect(await coveredBy(field, submit(page))).toBe(0);
    });
  });
}
