import { expect, test, type Page } from '@playwright/test';

// Issue 4 journeys (§2.7, §3.4, §4.5, §4.6, §4.8, §5.3): configure, add, see the cart,
// keep it across reloads and offline, blocked products and the suggested sale. The server's
// clock is a Monday at noon in El Salvador (playwright.config.ts), inside opening hours.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });
const cartButton = (page: Page) => page.getByRole('button', { name: /Ver mi bolsa/ });
const added = (page: Page) => page.getByText('Producto agregado a tu bolsa').first();

async function addBurgerConfigured(page: Page) {
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await expect(page.getByRole('heading', { level: 1, name: 'Hamburguesa Clásica' })).toBeVisible();
  await page.getByRole('radio', { name: /^Pan brioche/ }).check();
  await page.getByRole('checkbox', { name: 'Cebolla', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: /^Tocino/ }).check();
  // $3.49 + brioche $0.50 + bacon $0.99
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.98');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
}

async function addComboAgrandado(page: Page) {
  await page.goto('/menu/categoria/combos/producto/1301');
  await page
    .getByRole('group', { name: 'Tamaño del combo' })
    .getByRole('radio', { name: /^Agrandado/ })
    .check();
  // $5.99 + Agrandado $0.80; the 16 oz default drink gives way to the 21 oz one (§4.5)
  await expect(page.getByRole('radio', { name: /^Soda 21 oz/ })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$6.79');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
}

async function addFriesTwice(page: Page) {
  await page.goto('/menu/categoria/acompanamientos/producto/1001');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
  await addButton(page).click();
}

test.describe('the cart (issue 4)', () => {
  test('configured products, the suggested sale and the grouped cart with its total', async ({
    page,
  }) => {
    await addBurgerConfigured(page);
    await addComboAgrandado(page);
    await addFriesTwice(page);

    const button = cartButton(page);
    // 1 burger + 1 combo + 2 fries; $4.98 + $6.79 + 2 × $1.49
    await expect(button).toContainText('4');
    await expect(button).toContainText('$14.75');
    await button.click();

    // the suggested sale is a section of the bag (issue 34)
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Agregá un gustito' });
    await expect(offer).toBeVisible();
    const add = offer.getByRole('button', { name: 'Añadir' });
    await expect(add).toBeDisabled();
    await offer.getByRole('button', { name: 'Agregar uno (Pie de manzana)' }).click();
    await add.click();

    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(4);
    const burger = lines.filter({ hasText: 'Hamburguesa Clásica' }).first();
    await expect(burger).toContainText('Pan brioche');
    await expect(burger).toContainText('Sin Cebolla');
    await expect(burger).toContainText('Extra Tocino');
    // the combo's details name its fries too: find the line by its heading
    const fries = lines.filter({
      has: page.getByRole('heading', { name: 'Papas fritas regulares', exact: true }),
    });
    await expect(fries.getByRole('group', { name: /Cantidad/ })).toContainText('2');
    await expect(fries).toContainText('$2.98');
    await expect(page.locator('.cart-totals')).toContainText('$16.00');

    // one fewer fries: the line and the total follow
    await fries.getByRole('button', { name: /Quitar uno/ }).click();
    await expect(page.locator('.cart-totals')).toContainText('$14.51');
  });

  test('the cart survives a reload and an offline reload', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await addFriesTwice(page);
    await page.goto('/cart');
    await expect(page.locator('.cart-totals')).toContainText('$2.98');

    await page.reload();
    await expect(page.locator('.cart-totals')).toContainText('$2.98');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa' })).toBeVisible();
      await expect(page.locator('.cart-totals')).toContainText('$2.98');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a product blocked at every shop opens its dialog, which leads to the cart', async ({
    page,
  }) => {
    // 1604 'Mix de galleta' is blocked chain-wide in the demo data, so its own page will
    // not add it (§5.4). The customer added it before the block: while the page opens, the
    // real answer of data/getBloqueos is passed on without that block.
    const blocks = '**/api/data/getBloqueos';
    await page.route(blocks, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { bloqueos: { I: number }[] } };
      json.data.bloqueos = json.data.bloqueos.filter((b) => b.I !== 1604);
      await route.fulfill({ response, json });
    });
    const answered = page.waitForResponse(blocks);
    await page.goto('/menu/categoria/postres/producto/1604');
    await answered;
    await page.unroute(blocks);
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await cartButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Producto no disponible en ésta ubicación' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Algunos productos de tu pedido no están disponibles.');
    await expect(dialog).toContainText('Mix de galleta');
    await dialog.getByRole('button', { name: 'Ir al carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a corrupt stored cart is removed and the customer is told', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart-state', 'no es un carrito'));
    await page.goto('/cart');
    await expect(page.getByRole('alert')).toContainText('No pudimos recuperar tu bolsa');
    // the unreadable value is gone (an empty cart may be stored in its place)
    expect(await page.evaluate(() => localStorage.getItem('cart-state'))).not.toBe(
      'no es un carrito',
    );
  });

  test('home delivery below the minimum amount disables the cart button, pickup does not', async ({
    page,
  }) => {
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await expect(cartButton(page)).toBeEnabled();

    await page.goto('/opt-delivery');
    await page.getByRole('button', { name: /^Delivery/ }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    // $1.49 is below the demo chain's minimum of $7.50 (MONTO_MINIMO)
    await expect(cartButton(page)).toBeDisabled();
    await expect(page.getByText('Monto mínimo de compra $ 7.50')).toBeVisible();

    await page.goto('/opt-delivery');
    await page.getByRole('button', { name: /^Retirar en tienda/ }).click();
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    await expect(cartButton(page)).toBeEnabled();
  });

  test('the page of a blocked product freezes its quantity and does not add it', async ({
    page,
  }) => {
    await page.goto('/menu/categoria/postres/producto/1604');
    await expect(
      page.getByText(
        'Por el momento no contamos con uno o mas de los productos u opciones selecionadas.',
      ),
    ).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Agregar uno (Cantidad)' })).toBeDisabled();
  });

  test('a promotion is added from its page once the bag holds what it applies to', async ({
    page,
  }) => {
    // 1901: with a Combo Clásico, Doble Queso or Pollo Crujiente in the bag, a second
    // Combo Clásico at $2.99
    await page.goto('/promociones/menu/1901');
    await addButton(page).click();
    await expect(
      page.getByText(/^Agrega primero a tu bolsa uno de estos productos/).first(),
    ).toBeVisible();

    await page.goto('/menu/categoria/combos/producto/1301');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();
    await page.goto('/promociones/menu/1901');
    await addButton(page).click();
    await expect(added(page)).toBeVisible();

    await page.goto('/cart');
    const lines = page.locator('.cart-line');
    await expect(lines.filter({ hasText: 'Segundo Combo Clásico a $2.99' })).toContainText('$2.99');
    // the combo $5.99 and the promotion's $2.99; the promotion's combo itself costs nothing
    await expect(page.locator('.cart-totals')).toContainText('$8.98');
  });
});
