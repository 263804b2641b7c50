import { expect, test, type Page } from '@playwright/test';
import {
  ADDRESS,
  addressField,
  banner,
  chooseHome,
  choosePickup,
  ERROR_TEXT,
  ESCALON,
  reloadOffline,
  swReady,
} from './journey-fixture';

// Issue 12, defect 1 and defect 5 (§2.3, §2.4, §4.2): the delivery choice saved on this
// device comes back on every later visit: /delivery opens with it (from the banner's
// 'Cambiar', after a reload, after switching to pickup and back, after a time offline)
// and the banner shows it. The server's clock is a Monday at noon (playwright.config.ts).

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: '¿Adónde llevaremos tu pedido?' });
const shopHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Elige la tienda para retirar' });
// each option is named by its title and its line below ('Retirar en tienda Pasas a tu…')
const serviceSwitch = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tipo de entrega' }).getByRole('button', {
    name: new RegExp(`^${name}\\b`),
  });
const chosenShop = (page: Page) => page.getByRole('article').filter({ hasText: 'Tienda elegida' });

/** /delivery shows the saved address, ready to confirm again, and no error page. */
async function expectSavedAddress(page: Page) {
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  await expect(addressField(page)).toHaveValue(ADDRESS);
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
}

test.describe('second visit: the delivery choice (issue 12)', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });
  // the map is drawn in software on a shared machine: several openings take time
  test.describe.configure({ timeout: 120_000 });

  test('a saved address reopens /delivery from Cambiar, after a reload, after pickup and back, and offline', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await swReady(page);
    await chooseHome(page);

    // reopened from the banner
    await banner(page).getByRole('link', { name: 'Cambiar' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expectSavedAddress(page);

    // opened again after a reload
    await page.reload();
    await expectSavedAddress(page);

    // pickup, then delivery again: the address is still there
    await serviceSwitch(page, 'Retirar en tienda').click();
    await expect(shopHeading(page)).toBeVisible();
    await serviceSwitch(page, 'Delivery').click();
    await expectSavedAddress(page);

    // confirming it again goes back to the page that sent the customer
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText(ADDRESS);

    // offline, the banner and /delivery still have it; back online, coverage answers again
    await reloadOffline(page);
    await expect(banner(page)).toContainText(ADDRESS);
    await page.goto('/delivery');
    await expect(homeHeading(page)).toBeVisible();
    await expect(addressField(page)).toHaveValue(ADDRESS);
    await page.context().setOffline(false);
    await page.reload();
    await expectSavedAddress(page);
    expect(errors).toEqual([]);
  });

  test('a chosen shop stays through a reload, delivery and back, and offline', async ({ page }) => {
    await swReady(page);
    await choosePickup(page);
    await page.goto('/');
    await expect(banner(page)).toContainText('Plaza Mundo Soyapango');
    await page.reload();
    await expect(banner(page)).toContainText('Retirar en tienda Parqueo');

    await banner(page).getByRole('link', { name: 'Cambiar' }).click();
    await expect(shopHeading(page)).toBeVisible();
    await expect(chosenShop(page)).toContainText('Plaza Mundo Soyapango');

    // delivery, then pickup again: the shop is still the chosen one
    await serviceSwitch(page, 'Delivery').click();
    await expect(homeHeading(page)).toBeVisible();
    await serviceSwitch(page, 'Retirar en tienda').click();
    await expect(chosenShop(page)).toContainText('Plaza Mundo Soyapango');
    await page.reload();
    await expect(chosenShop(page)).toContainText('Plaza Mundo Soyapango');

    await page.goto('/');
    await reloadOffline(page);
    await expect(banner(page)).toContainText('Plaza Mundo Soyapango');
    await page.context().setOffline(false);
    await page.reload();
    await expect(banner(page)).toContainText('Retirar en tienda Parqueo');
  });
});
