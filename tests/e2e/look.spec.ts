import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFries, choosePickup, openCheckout } from './journey-fixture';

// Issue 34, looking the part at 1366x768: the footer on every page, the logo in the header,
// the loud yellow kept for the main action only.

test.use({ viewport: { width: 1366, height: 768 } });

const FOOTER_LINKS = [
  'Preguntas frecuentes',
  'Términos de uso',
  'Políticas de privacidad',
  /^T&C de las Promociones \d{4}$/,
  'Tiendas',
  'Contáctanos',
];

async function footerHasItsLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const nav = footer.getByRole('navigation', { name: 'Enlaces del sitio' });
  for (const name of FOOTER_LINKS) await expect(nav.getByRole('link', { name })).toBeVisible();
}

/** The loud yellow of the main action (--accent, #ffc72c). */
const YELLOW = 'rgb(255, 199, 44)';
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test('the footer with its six links on home and on a product page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  await footerHasItsLinks(page);
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await expect(page.locator('main h1').first()).toBeVisible();
  await footerHasItsLinks(page);
});

test('the logo is in the header with the chain as its name', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('banner').getByRole('link', { name: /Burger Salvador/ });
  await expect(home.getByRole('img', { name: 'Burger Salvador' })).toBeVisible();
});

test('a secondary button is not in the main yellow', async ({ page }) => {
  await page.goto('/preguntasFrecuentes');
  await page
    .getByRole('searchbox', { name: 'Buscar en preguntas frecuentes' })
    .fill('zzzz sin resultado');
  const all = page.getByRole('button', { name: 'Ver todas las preguntas' });
  await expect(all).toBeVisible();
  expect(await background(all)).not.toBe(YELLOW);
});

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (b === null) throw new Error('not on screen');
  return b;
};

test('the hero is as wide as the content column', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Promociones destacadas' });
  await expect(hero).toBeVisible();
  const column = await page.locator('main').evaluate((el) => {
    const style = getComputedStyle(el);
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(Math.round((await box(hero)).width)).toBe(Math.round(column));
});

test("a product strip's arrows scroll it and stop at its ends", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.product-strip').first()).toBeVisible();
  // a row wider than the column (a row that fits has both arrows disabled)
  const index = await page
    .locator('.product-strip__list')
    .evaluateAll((lists) => lists.findIndex((l) => l.scrollWidth > l.clientWidth + 1));
  expect(index).toBeGreaterThanOrEqual(0);
  const strip = page.locator('.product-strip').nth(index);
  await strip.scrollIntoViewIfNeeded();
  const prev = strip.getByRole('button', { name: 'Anterior' });
  const next = strip.getByRole('button', { name: 'Siguiente' });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const list = strip.getByRole('list');
  await next.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(prev).toBeEnabled();
  await prev.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(prev).toBeDisabled();
});

test("the checkout's summary sits beside the form", async ({ page }) => {
  // the place and the bag are chosen as on a phone, the checkout opened on the desktop
  await page.setViewportSize({ width: 390, height: 844 });
  await choosePickup(page);
  await addFries(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCheckout(page);
  const form = page.locator('main form').first();
  const summary = page.getByRole('region', { name: 'Resumen de tu pedido' });
  const f = await box(form);
  const s = await box(summary);
  expect(s.x).toBeGreaterThanOrEqual(f.x + f.width);
  expect(s.y).toBeLessThan(f.y + f.height);
});

test('the brand typeface: self-hosted, on the headings, and its arrival moves nothing', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  // the font held back until the first reading is taken: the headings first drawn in the
  // fallback face, as on a slow connection
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Nuestro menú' });
  await expect(heading).toBeVisible();
  const brand = () => page.evaluate(() => document.fonts.check('700 16px Poppins'));
  expect(await brand()).toBe(false);
  const textWidth = () =>
    heading.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().width;
    });
  const before = await heading.boundingBox();
  const widthBefore = await textWidth();
  const footerBefore = (await page.getByRole('contentinfo').boundingBox())!.y;

  release();
  await expect.poll(brand).toBe(true);
  await expect(heading).toHaveCSS('font-family', /^Poppins, "Poppins Fallback"/);
  const after = await heading.boundingBox();
  // the same line height: nothing below the heading moves
  expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
  expect(
    Math.abs((await page.getByRole('contentinfo').boundingBox())!.y - footerBefore),
  ).toBeLessThanOrEqual(1);
  // the words as wide, give or take what the fallback's letters differ by: no new line breaks
  const widthAfter = await textWidth();
  expect(Math.abs(widthAfter - widthBefore) / widthAfter).toBeLessThan(0.05);
  // one file, from this site, woff2, small
  expect(fonts).toHaveLength(1);
  expect(new URL(fonts[0]!).origin).toBe(origin);
  const size = await page.evaluate(
    (url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming).encodedBodySize,
    fonts[0]!,
  );
  expect(size).toBeLessThan(12 * 1024);
});
