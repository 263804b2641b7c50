import { expect, test, type Locator, type Page } from '@playwright/test';

// Issue 34, looking the part at 1366x768: the footer on every page, the logo in the header,
// the loud yellow kept for the main action only.

test.use({ viewport: { width: 1366, height: 768 } });

const FOOTER_LINKS = [
  'Preguntas frecuentes',
  'Términos de uso',
  'Políticas de privacidad',
  /Términos y condiciones de promociones/,
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
