import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

const sizes = [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1366, height: 768 },
];

/** WCAG 2.0 to 2.2 A and AA (2.2 brings target size, 2.5.8) and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The bars stuck to the foot of a phone's screen (the step's button, 'Tu selección', the bag's
 * summary, 'Ver mi bolsa'): whatever scrolls under them is covered for a moment, which axe's
 * target-size counts against the target. Whether a focused control stays in sight past them
 * is WCAG 2.4.11, checked by keyboard-journey.spec.ts; target size is measured without them.
 */
const STUCK_BARS =
  '.checkout-form__submit, .checkout-actions__main, .address-editor__submit, .add-to-bag, .cart-page__summary, .cart-button';

/** Unsticks (or sticks back) the bars at the foot; through the CSSOM, which the CSP allows. */
function stuckBarsRelease(page: Page, release: boolean): Promise<void> {
  return page.evaluate(
    ({ selector, release }) => {
      for (const bar of document.querySelectorAll<HTMLElement>(selector)) {
        if (release) bar.style.setProperty('position', 'static', 'important');
        else bar.style.removeProperty('position');
      }
    },
    { selector: STUCK_BARS, release },
  );
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await axeInject(page);
  const all = await axeRun(page, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'target-size': { enabled: false } },
  });
  await stuckBarsRelease(page, true);
  const targets = await axeRun(page, { runOnly: { type: 'rule', values: ['target-size'] } }, [
    // WCAG 2.5.8 "Equivalent": every shop on the map has its own card and button in the list
    '.shops-map__marker',
  ]);
  await stuckBarsRelease(page, false);
  return [...all, ...targets];
}

async function axeRun(
  page: Page,
  options: object,
  exclude: string[] = [],
): Promise<AxeViolation[]> {
  return page.evaluate(
    async ({ options, exclude }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<unknown> } }
      ).axe;
      const context = { include: [document], exclude: exclude.map((selector) => [selector]) };
      const results = (await axe.run(exclude.length ? context : document, options)) as {
        violations: AxeViolation[];
      };
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { options, exclude },
  );
}

function readable(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n');
      return `${v.id} (${v.impact}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}

/** Waits until the route has rendered its main heading, so axe sees the real page. */
async function ready(page: Page, path: string) {
  await page.goto(path);
  // an unknown path redirects to /: make sure axe checks the page asked for
  await expect(page, `${path} no existe (redirige)`).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator('main h1').first()).toBeVisible();
  // images and late layout settle
  await page.waitForLoadState('networkidle');
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `${label}:\n${readable(violations)}`).toEqual([]);
}

for (const size of sizes) {
  test.describe(`axe en ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('inicio', async ({ page }) => {
      await ready(page, '/');
      await expectNoViolations(page, `/ en ${size.name}`);
    });

    test('categoría y producto', async ({ page }) => {
      await ready(page, '/menu/categoria/hamburguesas');
      await expectNoViolations(page, `/menu/categoria/hamburguesas en ${size.name}`);
      const productLink = page.locator('main a[href*="/producto/"]').first();
      await expect(productLink, 'la categoría no enlaza ningún producto').toBeVisible();
      const href = await productLink.getAttribute('href');
      await ready(page, href ?? '/');
      await expectNoViolations(page, `${href} en ${size.name}`);
    });

    test('búsqueda con resultados', async ({ page }) => {
      await ready(page, '/search');
      await page.getByPlaceholder('Nombre, categoria, precio...').fill('pollo');
      await expect(page.getByRole('region', { name: 'Productos' })).toBeVisible();
      await expectNoViolations(page, `/search en ${size.name}`);
    });

    test('entrega y tiendas', async ({ page }) => {
      for (const path of ['/delivery', '/tiendas']) {
        await ready(page, path);
        // the map is part of the page: check it once it has drawn
        await expect(page.locator('[data-map-ready="true"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await expectNoViolations(page, `${path} en ${size.name}`);
      }
    });

    test('datos personales, pago y mis pedidos', async ({ page }) => {
      await ready(page, '/tiendas');
      await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
      const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
      await card.getByRole('button', { name: 'Retirar aquí' }).click();
      await page.getByRole('radio', { name: 'Parqueo' }).check();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await ready(page, '/menu/categoria/acompanamientos/producto/1001');
      await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
      await ready(page, '/checkout');
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
      await expectNoViolations(page, `/checkout (datos) en ${size.name}`);
      await page.getByLabel('Nombre', { exact: true }).fill('Ana');
      await page.getByLabel('Apellido').fill('Martínez');
      await page.getByLabel('Correo electrónico').fill('ana@example.com');
      await page.getByLabel('Teléfono').pressSequentially('71234567');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
      await expectNoViolations(page, `/checkout (pago) en ${size.name}`);
      await ready(page, '/orders');
      await expectNoViolations(page, `/orders en ${size.name}`);
    });

    test('diálogo de búsqueda', async ({ page }) => {
      await ready(page, '/');
      const button = page.getByRole('banner').getByRole('button', { name: 'Buscar' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Buscar' });
      await dialog.getByPlaceholder('Nombre, categoria, precio...').fill('hamburguesa');
      await expect(dialog.getByRole('region', { name: 'Productos' })).toBeVisible();
      await expectNoViolations(page, `diálogo de búsqueda en ${size.name}`);
    });
  });
}
