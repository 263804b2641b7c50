import { expect, test, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp-watch';

// The first screen of a visit is rendered once, with its data (issue 12, speed): the page
// the HTML painted stays until the screen's data and code are there, with no loading
// placeholder in between; a slow answer still gets the app's own loading state, and a
// server out of reach its error page.

const PRODUCT = '/menu/categoria/hamburguesas/producto/1101';

/** Counts the loading placeholders (.skeleton) the app ever puts on the page. */
async function countPlaceholders(page: Page) {
  await page.addInitScript(() => {
    const seen = { placeholders: 0 };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.matches('.skeleton') || node.querySelector('.skeleton'))
          )
            seen.placeholders += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

const placeholders = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { firstScreen: { placeholders: number } }).firstScreen.placeholders,
  );

/** Holds the menu's answer back for `ms`. */
async function slowMenu(page: Page, ms: number) {
  await page.route('**/api/data/getData', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

expectNoCspViolations();

test.describe('the first screen', () => {
  test('a product whose menu takes 1.5 s opens on the product, with no placeholder first', async ({
    page,
  }) => {
    await countPlaceholders(page);
    await slowMenu(page, 1_500);
    await page.goto(PRODUCT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hamburguesa Clásica' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Agregar a mi bolsa/ })).toBeVisible();
    expect(await placeholders(page)).toBe(0);
  });

  test('a menu that takes 6 s shows the loading placeholder, then the product', async ({
    page,
  }) => {
    await countPlaceholders(page);
    await slowMenu(page, 6_000);
    await page.goto(PRODUCT);
    await expect(page.locator('.skeleton').first()).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await placeholders(page)).toBeGreaterThan(0);
  });

  test('a first visit with the server out of reach shows the error page', async ({ page }) => {
    test.slow();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(
      page.getByText('Lo sentimos, ha ocurrido un error.', { exact: false }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Cargar nuevamente' })).toBeVisible();
  });
});

test('the stylesheets the page carries inline are never downloaded by the screens opened after it', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const inlined = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inlined.length).toBeGreaterThan(0);
  // a screen's code that imports the page's own modules lists their stylesheets as well
  await page.locator('.category-card a').first().click();
  await page.locator('main .product-card__link').first().click();
  await expect(page.getByRole('button', { name: /Agregar a mi bolsa/ }).first()).toBeVisible();
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
});

test('a first visit asks for the menu and the server time with its HTML, once, and the app uses those answers', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const calls: { url: string; from: string }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname } = new URL(event.request.url);
    if (!/^\/api\/data\/(getData|getFechaHora)$/.test(pathname)) return;
    const frame = event.initiator.stack?.callFrames[0];
    calls.push({ url: pathname, from: frame ? new URL(frame.url).pathname : event.initiator.type });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  // asked by the page itself (its inline script), not by the app's code after it loaded
  expect(calls).toEqual([
    { url: '/api/data/getData', from: '/' },
    { url: '/api/data/getFechaHora', from: '/' },
  ]);
});
