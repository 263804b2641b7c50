import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';
import { expectNoCspViolations } from './csp-watch';

// Issue 35: the chain's operator app is its own entry at /operador. Its login is served and
// accessible on the kitchen tablet and on a phone, customers never download a byte of it,
// and it never loads the customer's worker or manifest. No operator call reaches a server
// here: the session check is answered as the contract does without a session.

expectNoCspViolations();

const NO_SESSION = { error: { code: 'sesion', message: 'Inicia sesión para continuar.' } };

/** The operator's session check, answered 401 as the contract does for nobody logged in. */
async function withoutSession(page: Page): Promise<void> {
  await page.route('**/api/operador/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify(NO_SESSION),
    }),
  );
}

/** Every address the browser (page or worker) asks for while the test runs. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** WCAG 2.0 to 2.2 A and AA and axe's best practices, as tests/e2e/a11y.spec.ts runs them. */
async function axeViolations(page: Page): Promise<string[]> {
  await axeInject(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<unknown> } }
    ).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const results = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes }));
  });
  return violations.map(
    (v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );
}

for (const size of [
  { name: 'tableta de cocina', width: 1280, height: 800 },
  { name: 'teléfono', width: 390, height: 844 },
]) {
  test(`/operador serves the operator's login, axe clean (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await withoutSession(page);
    const urls = requestsOf(page);
    await page.goto('/operador');
    await expect(page).toHaveURL(/\/operador\/entrar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar a la tienda' })).toBeVisible();
    await expect(page).toHaveTitle('Entrar · Tienda');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByLabel('Contraseña')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/operador/manifest.webmanifest',
    );
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    // never the customer's worker nor its manifest
    expect(urls).not.toContain('/sw.js');
    expect(urls).not.toContain('/manifest.webmanifest');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    // nor a stored trace of the staff
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
}

const COOK = {
  id: 7,
  email: 'ana@tienda.sv',
  nombre: 'Ana López',
  rol: 'cocina',
  tiendas: [
    { id: 1, nombre: 'Escalón' },
    { id: 2, nombre: 'Merliot' },
  ],
  totp: false,
};

for (const size of [
  { name: 'tableta de cocina', width: 1280, height: 800 },
  { name: 'teléfono', width: 390, height: 844 },
]) {
  test(`the board's frame, answered as the contract does, is axe clean (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.route('**/api/operador/sesion', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ staff: COOK }) }),
    );
    await page.goto('/operador');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    await expect(page.getByText('Cocina · Escalón, Merliot')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toBeVisible();
    await expect(page.getByText('El tablero de pedidos todavía no está disponible.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a customer's visit downloads no operator file, its worker's precache included", async ({
  page,
}) => {
  const urls = requestsOf(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  // the worker installs once the first screen has shown: its precache is downloaded by then
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForLoadState('networkidle');
  expect(urls).toContain('/sw.js');
  expect(urls.filter((url) => /operador/.test(url))).toEqual([]);
});

test("a customer's installed worker leaves /operador to the server", async ({ page }) => {
  await withoutSession(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await page.goto('/operador/entrar');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar a la tienda' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/operador/manifest.webmanifest',
  );
});
