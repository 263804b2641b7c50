import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoCspViolations } from './csp-watch';
import { logIn, PASSWORD, registeredCustomer } from './customer.fixture';
import { addFries, chooseHome, ESCALON } from './journey-fixture';

// Issue 16 "Orders on every device": an order placed in one browser appears in another
// logged in as the same customer, with the avatar's pending count; 'Repetir pedido' of it
// once one of its products is hidden names that one and puts the rest in the bag.

const SODA = 1502;

async function sodaHidden(request: APIRequestContext, hidden: boolean) {
  const res = await request.post(`/dev/products/${SODA}/hidden`, {
    form: { oculto: hidden ? '1' : '0' },
    headers: { 'x-requested-with': 'e2e' },
  });
  expect(res.status()).toBe(200);
}

expectNoCspViolations();

test.use({ permissions: ['geolocation'], geolocation: ESCALON });

test('an order placed in one browser is in the other, pending on the avatar, and repeated without the product since hidden', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await registeredCustomer(page, 'pedidos');

  // a home delivery (in progress until delivered): five fries and a soda, over the minimum
  await chooseHome(page);
  await addFries(page, 5);
  await page.goto(`/menu/categoria/bebidas/subcategoria/sodas/producto/${SODA}`);
  await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
  await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText(/Número de pedido/)).toBeVisible();

  await sodaHidden(request, true);
  const other = await browser.newContext({ permissions: ['geolocation'], geolocation: ESCALON });
  try {
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);
    await expect(
      second.getByRole('button', { name: 'Mi cuenta, 1 orden pendiente' }),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Mi cuenta, 1 orden pendiente' }).click();
    await second.getByRole('menuitem', { name: 'Ordenes pendientes' }).click();
    await expect(second).toHaveURL(/\/orders\/[0-9a-f]{32}$/);

    await second.goto('/orders');
    const current = second.getByRole('region', { name: 'En curso' });
    await expect(current.getByRole('article')).toHaveCount(1);
    await current.getByRole('article').getByRole('link').click();
    await expect(second.getByRole('heading', { level: 1, name: /^Pedido #\d+$/ })).toBeVisible();

    await second.getByRole('button', { name: 'Repetir pedido' }).click();
    const report = second.getByRole('dialog', { name: 'Repetir pedido' });
    await expect(
      report.getByText('Agregamos 5 productos a tu bolsa. No pudimos agregar:'),
    ).toBeVisible();
    await expect(report.getByRole('listitem')).toHaveText(
      'Soda 21 oz: no está disponible por ahora',
    );
    await report.getByRole('button', { name: 'Ver mi bolsa' }).click();
    await expect(second).toHaveURL(/\/cart$/);
    await expect(second.getByText('Papas fritas regulares').first()).toBeVisible();
    await expect(second.getByText('Soda 21 oz')).toHaveCount(0);
  } finally {
    await other.close();
    await sodaHidden(request, false);
  }
});
