import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { KeyJourney } from './key-journey.fixture';

// Issue 21: the order journey with the keyboard alone, on a phone (390x844) and a desktop
// (1366x768), from home to a placed order. After every navigation the focus is on the new
// page's heading (never the body); after every key press that puts the focus somewhere, that
// element is in sight (the element at its centre is itself, inside it, or its label: not a
// sticky bar or a toast). The key presses are counted per step and attached to the report.

const SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';
const main = (page: Page) => page.locator('main');

async function journey(page: Page, testInfo: TestInfo) {
  const j = new KeyJourney(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();

  j.step('inicio → Hamburguesas');
  await j.tabTo(
    main(page)
      .getByRole('link', { name: /^Hamburguesas/ })
      .first(),
  );
  await j.press('Enter');
  await j.arrive('Hamburguesas');

  j.step('categoría → Hamburguesa Clásica');
  await j.tabTo(
    main(page)
      .getByRole('link', { name: /^Hamburguesa Clásica/ })
      .first(),
  );
  await j.press('Enter');
  await j.arrive('Hamburguesa Clásica');

  j.step('producto: Tocino y agregar');
  await j.tabTo(page.getByRole('checkbox', { name: /^Tocino/ }));
  await j.press('Space');
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.48');
  await j.tabTo(page.getByRole('button', { name: 'Agregar a mi bolsa' }));
  await j.press('Enter');
  await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();

  j.step('Ver mi bolsa');
  // the bag is docked at the head of the bar 'Agregar a mi bolsa' closes: back up to it
  // (it loads with the bag's first product: the customer sees it come before going to it)
  const bag = page.getByRole('button', { name: /Ver mi bolsa/ });
  await expect(bag).toBeVisible();
  await j.tabTo(bag, true);
  await j.press('Enter');
  // the suggested sale is a section of the bag: no dialog on the way (issue 34)
  await j.arrive('Mi bolsa');
  await expect(page.getByRole('region', { name: 'Agregá un gustito' })).toBeVisible();

  j.step('bolsa → entrega');
  await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
  await j.press('Enter');
  await expect(page).toHaveURL(/\/delivery$/);
  await j.arrive(/./);

  j.step('retirar en tienda (el cambio en la misma pantalla)');
  const pickup = page.getByRole('button', { name: /Retirar en tienda/ });
  await j.tabTo(pickup);
  await j.press('Enter');
  await expect(page.locator('main h1').first()).toHaveText('Elige la tienda para retirar');
  await expect(pickup).toHaveAttribute('aria-pressed', 'true');
  await expect(pickup).toBeFocused();

  j.step('buscar la tienda, saltar el mapa, elegirla');
  await j.tabTo(page.getByRole('searchbox', { name: 'Buscar tienda' }));
  await j.type('plaza mundo');
  const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
  await expect(card).toBeVisible();
  await j.tabTo(page.getByRole('link', { name: 'Saltar el mapa' }));
  await j.press('Enter');
  await j.tabTo(card.getByRole('button', { name: 'Retirar aquí' }));
  await j.press('Enter');
  // the pickup options are native radios: Tab reaches the group, the arrows choose
  const pickupDialog = page.getByRole('dialog');
  const onRadio = await page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
  );
  if (!onRadio) await j.tabTo(pickupDialog.getByRole('radio').first());
  await j.arrowTo(pickupDialog.getByRole('radio', { name: 'Parqueo' }));
  await expect(pickupDialog.getByRole('radio', { name: 'Parqueo' })).toBeChecked();
  await j.tabTo(page.getByRole('button', { name: 'Confirmar' }));
  await j.press('Enter');
  await j.arrive(/./);

  j.step('datos personales');
  if (!/\/checkout$/.test(page.url())) {
    await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
    await j.press('Enter');
    await j.arrive('Finalizar pedido');
  }
  await expect(page).toHaveURL(/\/checkout$/);
  for (const [label, value] of [
    ['Nombre', 'Ana'],
    ['Apellido', 'Martínez'],
    ['Correo electrónico', 'ana@example.com'],
    ['Teléfono', '71234567'],
  ] as const) {
    await j.tabTo(page.getByLabel(label, { exact: true }));
    await j.type(value);
  }
  await j.tabTo(page.getByRole('button', { name: 'Continuar' }));
  await j.press('Enter');

  j.step('pago y confirmar');
  const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
  await expect(confirm).toBeVisible();
  await j.tabTo(confirm);
  await j.press('Enter');
  await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();

  const report = j.report();
  console.log(`${testInfo.project.name} ${testInfo.title}: ${report}`);
  await testInfo.attach('teclas por paso', { body: report, contentType: 'text/plain' });
  return j.total;
}

test.describe('teléfono 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('del inicio a un pedido hecho solo con el teclado', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    expect(await journey(page, testInfo)).toBeGreaterThan(0);
  });
});

test.describe('escritorio 1366x768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('del inicio a un pedido hecho solo con el teclado', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    expect(await journey(page, testInfo)).toBeGreaterThan(0);
  });
});

test.describe('la bolsa flotante en el orden de lectura', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("'Ver mi bolsa' is read and reached right after the page, before the footer", async ({
    page,
  }) => {
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
    await page.goto('/menu/categoria/hamburguesas');
    // inside the page's main landmark (WCAG 1.3.1, 1.3.2)
    const bag = main(page).getByRole('button', { name: /Ver mi bolsa/ });
    await expect(bag).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    await expect(footerLink).toBeAttached();
    const bagFirst = await bag.evaluate(
      (button, link) =>
        !!(button.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await footerLink.elementHandle(),
    );
    expect(bagFirst, 'the bag button comes after the footer').toBe(true);
  });
});
