import { expect, test, type Page } from '@playwright/test';
import { addFries, axeViolationIds, banner, ESCALON, mapReady } from './journey-fixture';

// Issues 12 and 34, the journey (§2.4, §4.2, §4.3): the service is chosen on /delivery itself,
// a two-option switch under its heading at the top of the place's screen (the old
// /opt-delivery leads there). Delivery is the service shown until pickup is chosen; the place
// confirmed on the way from the cart's 'Continuar' goes on to the checkout; from the banner's
// 'Cambiar' the customer goes back to the banner's page.

const service = (page: Page) => page.getByRole('group', { name: 'Tipo de entrega' });
const switchHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: '¿Cómo quieres recibir tu pedido?' });

async function cartToDelivery(page: Page) {
  await addFries(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
}

test.describe('the service is chosen on /delivery (issues 12 and 34)', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });
  test.describe.configure({ timeout: 90_000 });

  test('Delivery shown first, the address, then the checkout', async ({ page }) => {
    await cartToDelivery(page);
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Adónde llevaremos tu pedido?' }),
    ).toBeVisible();
    await expect(switchHeading(page)).toBeVisible();
    // §2.4 the texts word for word, Delivery pressed
    const delivery = service(page).getByRole('button', { name: /^Delivery/ });
    await expect(delivery).toHaveAttribute('aria-pressed', 'true');
    await expect(delivery).toContainText('Llevamos el pedido a tu ubicación');
    const pickup = service(page).getByRole('button', { name: /^Retirar en tienda/ });
    await expect(pickup).toHaveAttribute('aria-pressed', 'false');
    await expect(pickup).toContainText('Pasas a tu tienda preferida a retirarlo.');
    expect(await axeViolationIds(page, '.service-selector')).toEqual([]);

    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
    await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  });

  test("'Retirar en tienda' on the switch, the shop, then the checkout", async ({ page }) => {
    await cartToDelivery(page);
    await service(page)
      .getByRole('button', { name: /^Retirar en tienda/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elige la tienda para retirar' }),
    ).toBeVisible();
    await expect(service(page).getByRole('button', { name: /^Retirar en tienda/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
    const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
    await card.getByRole('button', { name: 'Retirar aquí' }).click();
    await page.getByRole('radio', { name: 'Parqueo' }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  });

  test('the old /opt-delivery leads to /delivery', async ({ page }) => {
    await page.goto('/opt-delivery');
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(switchHeading(page)).toBeVisible();
  });

  test("from the banner's 'Cambiar' the place goes back to the banner's page", async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Cambiar' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    // nothing chosen yet: the switch shows delivery first
    await expect(switchHeading(page)).toBeVisible();
    await page.getByRole('button', { name: /^Retirar en tienda/ }).click();
    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
    const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
    await card.getByRole('button', { name: 'Retirar aquí' }).click();
    await page.getByRole('radio', { name: 'Parqueo' }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText('Plaza Mundo Soyapango');
  });
});
