import { expect, test, type Page } from '@playwright/test';
import { addFries, axeViolationIds, banner, ESCALON, mapReady } from './journey-fixture';

// Issue 12, the journey (§2.4, §4.2, §4.3): the service is chosen once. A choice on
// /opt-delivery carries into /delivery without the selector asking again (a one-tap switch
// stays), and the place confirmed on the way from the cart's 'Continuar' goes on to the
// checkout; from the banner's 'Cambiar' the customer goes back to the banner's page.

/** the full §2.4 selector, with its descriptions */
const fullSelector = (page: Page) => page.getByText('Llevamos el pedido a tu ubicación');

async function cartToOptDelivery(page: Page) {
  await addFries(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/opt-delivery$/);
}

test.describe('the service is chosen once (issue 12)', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });
  test.describe.configure({ timeout: 90_000 });

  test('Delivery on /opt-delivery, the address on /delivery, then the checkout', async ({
    page,
  }) => {
    await cartToOptDelivery(page);
    await page.getByRole('button', { name: /^Delivery/ }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Adónde llevaremos tu pedido?' }),
    ).toBeVisible();
    // not asked again; switching stays one tap away
    await expect(fullSelector(page)).toHaveCount(0);
    const service = page.getByRole('group', { name: 'Tipo de entrega' });
    await expect(service.getByRole('button', { name: 'Retirar en tienda' })).toBeVisible();
    expect(await axeViolationIds(page, '.service-switch')).toEqual([]);

    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
    await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  });

  test("'Retirar en tienda' on /opt-delivery, the shop on /delivery, then the checkout", async ({
    page,
  }) => {
    await cartToOptDelivery(page);
    await page.getByRole('button', { name: /^Retirar en tienda/ }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elige la tienda para retirar' }),
    ).toBeVisible();
    await expect(fullSelector(page)).toHaveCount(0);
    await expect(
      page
        .getByRole('group', { name: 'Tipo de entrega' })
        .getByRole('button', { name: 'Delivery' }),
    ).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
    const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
    await card.getByRole('button', { name: 'Retirar aquí' }).click();
    await page.getByRole('radio', { name: 'Parqueo' }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  });

  test("from the banner's 'Cambiar' the place goes back to the banner's page", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Cambiar' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    // nothing chosen yet: the selector shows, delivery first
    await expect(fullSelector(page)).toBeVisible();
    await page.getByRole('button', { name: /^Retirar en tienda/ }).click();
    await expect(fullSelector(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
    const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
    await card.getByRole('button', { name: 'Retirar aquí' }).click();
    await page.getByRole('radio', { name: 'Parqueo' }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText('Plaza Mundo Soyapango');
  });
});
