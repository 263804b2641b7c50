import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';
import { registeredCustomer } from './customer.fixture';
import { ERROR_TEXT, swReady } from './journey-fixture';

// Issue 18: the chain's content pages (docs/decisions/033) on the demo chain, and a sweep of
// every §2.1 route as a visitor and as a customer: none is under construction or broken.

/** §2.1 every route of the table, with real ids of the demo chain. */
const ROUTES = [
  '/menu',
  '/jobs',
  '/menu/categoria/hamburguesas',
  '/menu/categoria/hamburguesas/subcategoria/de-la-casa',
  '/menu/categoria/hamburguesas/subcategoria/de-la-casa/producto/la-chivona',
  '/menu/categoria/acompanamientos/producto/1001',
  '/promociones/menu/1901',
  '/announcement/1',
  '/favorites',
  '/coupons',
  '/coupons/coupon/2001',
  '/coupons/coupon/2001/confProduct/1101',
  '/cart',
  '/checkout',
  '/delivery',
  '/opt-delivery',
  '/orders',
  '/certificates',
  '/certificate/1',
  '/certificates/cart',
  '/login',
  '/signup',
  '/signup-account',
  '/forgot-password',
  '/email-sent',
  '/email-pass-sent',
  '/profile/locations',
  '/profile/user-data',
  '/profile/change-password',
  '/profile/delete-account',
  '/profile/certificates',
  '/preguntasFrecuentes',
  '/terminosDeUso',
  '/politicasDePrivacidad',
  '/politicas-promociones',
  '/acercaDe',
  '/ubicaciones',
  '/tiendas',
  '/trivia',
  '/search',
  // routes whose id comes from an order, a mail or a gift card: an unknown one shows its
  // own Spanish answer, never a placeholder or the error page
  '/orders/no-existe-1234',
  '/tracking/no-existe-1234',
  '/certificates/checkout',
  '/certificados/activar/ABCDEFGHJKLM',
  '/updatepass/enlace-que-no-existe',
  '/validar-cuenta?hash=enlace-que-no-existe',
];

/** The new screens, each with its main heading. */
const CONTENT_SCREENS: [string, string | RegExp][] = [
  ['/preguntasFrecuentes', 'Preguntas frecuentes'],
  ['/terminosDeUso', 'Términos de uso'],
  ['/politicasDePrivacidad', 'Políticas de privacidad'],
  ['/politicas-promociones', 'T&C de las Promociones 2026'],
  ['/acercaDe', 'Acerca de'],
  ['/jobs', 'Trabaja con nosotros'],
  ['/trivia', 'Avisos'],
  ['/announcement/1', 'Pide desde la app y gana más'],
];

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/**
 * Goes to `path` inside the running app, as its own links do (the router follows the
 * history), so the sweep does not boot the app again for every route.
 */
async function appGo(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('main *')) el.setAttribute('data-seen', '');
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // the screen has drawn something of its own, or a guard has sent it elsewhere
  await page.waitForFunction(
    (to) =>
      document.querySelector('main *:not([data-seen])') !== null ||
      `${window.location.pathname}${window.location.search}` !== to,
    path,
  );
  // and has finished loading
  await expect(page.locator('main').getByText('Cargando...'), path).toHaveCount(0);
  await expect(page.locator('main'), path).not.toBeEmpty();
}

/** Opens each path and checks the screen it lands on is neither unfinished nor an error. */
async function sweep(page: Page, paths: readonly string[]) {
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const path of paths) {
    await appGo(page, path);
    await expect(page.getByText(/en construcción/i), path).toHaveCount(0);
    await expect(page.getByText(ERROR_TEXT), path).toHaveCount(0);
    await expect(page.locator('.error-view'), path).toHaveCount(0);
  }
}

test.describe('every route (§2.1)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('as a visitor and as a customer: no screen under construction, no error', async ({
    page,
  }) => {
    await sweep(page, ROUTES);
    await registeredCustomer(page, 'contenido');
    await sweep(page, ROUTES);
    // the tracker stands outside the shared layout
    await page.goto('/tracker/no-existe-1234');
    await expect(page.locator('body')).not.toBeEmpty();
    await expect(page.getByText(/en construcción/i)).toHaveCount(0);
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  });
});

test.describe('content pages', () => {
  test('/politicas-promociones#cumple opens that section in view; a new hash opens its own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/politicas-promociones#cumple');
    await expect(heading(page, 'T&C de las Promociones 2026')).toBeVisible();
    const cumple = page.locator('details#cumple');
    await expect(cumple).toHaveAttribute('open', '');
    await expect(cumple).toBeInViewport();
    await expect(cumple).toContainText('$6.99');
    await expect(page.locator('details#aperturas')).not.toHaveAttribute('open', '');
    // the hash changes while on the page (a link of the announcement, the browser's back)
    await page.evaluate(() => {
      window.location.hash = '#aperturas';
    });
    const aperturas = page.locator('details#aperturas');
    await expect(aperturas).toHaveAttribute('open', '');
    await expect(aperturas).toBeInViewport();
    await expect(aperturas).toContainText('09 de abril de 2025');
    // below the large breakpoint: 'Regresar' goes home
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the FAQ search filters questions and answers, accents and case aside', async ({ page }) => {
    await page.goto('/preguntasFrecuentes');
    await expect(heading(page, 'Preguntas frecuentes')).toBeVisible();
    const questions = page.locator('details.content-accordion__item');
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    const search = page.getByRole('searchbox', { name: 'Buscar en preguntas frecuentes' });
    await search.fill('CUANTO tarda');
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText('¿Cuánto tarda en llegar mi pedido a domicilio?');
    // words only in an answer
    await search.fill('código de seguridad');
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText('¿Es seguro pagar con tarjeta en la app?');
    await search.fill('pizza');
    await expect(questions).toHaveCount(0);
    await expect(page.getByText('No encontramos preguntas con «pizza».')).toBeVisible();
    await page.getByRole('button', { name: 'Ver todas las preguntas' }).click();
    await expect(search).toHaveValue('');
    expect(await questions.count()).toBeGreaterThanOrEqual(12);
    // an internal link of an answer navigates in the app
    const coupons = questions.filter({ hasText: '¿Cómo uso un cupón?' });
    await coupons.locator('summary').click();
    await coupons.getByRole('link', { name: 'Términos y condiciones de promociones' }).click();
    await expect(page).toHaveURL(/\/politicas-promociones$/);
    await expect(heading(page, 'T&C de las Promociones 2026')).toBeVisible();
  });

  test('an announcement from the banner and from /trivia; an unknown one is not a crash', async ({
    page,
  }) => {
    await page.goto('/');
    const bannerLink = page.locator('a[href="/announcement/1"]').first();
    await expect(bannerLink).toBeAttached();
    await page.goto('/trivia');
    await expect(heading(page, 'Avisos')).toBeVisible();
    const items = page.locator('.announcement-list__title');
    // newest first
    await expect(items).toHaveText([
      'Horario de fin de año',
      'Pide desde la app y gana más',
      'Segundo combo a $2.99 los lunes y miércoles',
      'Nuevo restaurante en el Centro Histórico',
    ]);
    await page.getByRole('link', { name: /Pide desde la app y gana más/ }).click();
    await expect(page).toHaveURL(/\/announcement\/1$/);
    await expect(heading(page, 'Pide desde la app y gana más')).toBeVisible();
    await expect(page).toHaveTitle('Pide desde la app y gana más');
    await expect(page.getByText('Publicado el 01/10/2025')).toBeVisible();
    // its link to a section of the promotions terms opens that section, in the app
    await page
      .locator('main')
      .getByRole('link', { name: 'Términos y condiciones de promociones' })
      .click();
    await expect(page).toHaveURL(/\/politicas-promociones#app-web$/);
    await expect(page.locator('details#app-web')).toHaveAttribute('open', '');
    await expect(page.locator('details#app-web')).toBeInViewport();
    await page.goto('/announcement/999');
    await expect(heading(page, 'Este anuncio ya no está disponible')).toBeVisible();
    await page.getByRole('link', { name: 'Ir al menú' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a first visit offline says so with Reintentar; after one visit it reads offline', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await swReady(page);
    await page.context().setOffline(true);
    // in the app, the content never read: no copy on the device yet. The footer's link, as a
    // customer reaches it: scrolling down loads the footer (from the worker's cache)
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expect(page.getByText(/Estás sin conexión/)).toBeVisible();
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.click();
    await expect(page.getByText(/Estás sin conexión/)).toBeVisible();
    // back online: the page reads (by itself on reconnecting, or with 'Reintentar')
    await page.context().setOffline(false);
    await retry.click({ timeout: 2000 }).catch(() => undefined);
    await expect(
      page.getByRole('searchbox', { name: 'Buscar en preguntas frecuentes' }),
    ).toBeVisible();
    // the query cache is written to the device at most once a second
    await page.waitForTimeout(1500);
    await page.context().setOffline(true);
    await page.reload();
    await expect(heading(page, 'Preguntas frecuentes')).toBeVisible();
    await expect(page.locator('details.content-accordion__item').first()).toBeVisible();
    await page.goto('/politicasDePrivacidad');
    await expect(heading(page, 'Políticas de privacidad')).toBeVisible();
    await expect(page.getByText('/profile/delete-account')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Eliminar cuenta/ }).first()).toHaveAttribute(
      'href',
      '/profile/delete-account',
    );
    await page.context().setOffline(false);
  });
});

interface AxeViolation {
  id: string;
  help: string;
  targets: string;
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await axeInject(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const results = (await axe.run(document)) as {
      violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    };
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target)),
    }));
  });
}

for (const size of [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1280, height: 800 },
]) {
  test(`axe on every content screen at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [path, title] of CONTENT_SCREENS) {
      await page.goto(path);
      await expect(heading(page, title), path).toBeVisible();
      if (path === '/preguntasFrecuentes') {
        await page.locator('details.content-accordion__item summary').first().click();
      }
      expect(await axeViolations(page), `${path} en ${size.name}`).toEqual([]);
    }
  });
}
