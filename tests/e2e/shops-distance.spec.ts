import { expect, test, type Page } from '@playwright/test';

// Issue 12, §5.6: without a search the shops list is sorted by distance once the device's
// location is known — on /tiendas and in the pickup shop picker of /delivery. The device
// stands in Santa Ana, far from the capital where most shops are.

const SANTA_ANA = { latitude: 13.9835, longitude: -89.5605 };

const shopTitles = (page: Page) => page.getByRole('article').getByRole('heading');

test.describe('shops nearest first (§5.6)', () => {
  test('without the location the list is by name', async ({ page }) => {
    await page.goto('/tiendas');
    await expect(shopTitles(page).first()).toHaveText('Aeropuerto Internacional');
  });

  test('with the location granted, /tiendas lists the nearest shop first', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SANTA_ANA);
    await page.goto('/tiendas');
    await expect(shopTitles(page).first()).toHaveText('Metrocentro Santa Ana');
    await expect(shopTitles(page).nth(1)).toHaveText('Sonsonate');
    const first = page.getByRole('article').first();
    await expect(first.getByText(/^a \d+\.\d km$/)).toBeVisible();
    // a search orders by match, and clearing it brings the nearest first again
    const search = page.getByRole('searchbox', { name: 'Buscar tienda' });
    await search.fill('metrocentro');
    await expect(page.getByRole('status').filter({ hasText: 'tiendas' })).toHaveText(/3 tiendas/);
    await search.fill('');
    await expect(shopTitles(page).first()).toHaveText('Metrocentro Santa Ana');
  });

  test('the pickup shop picker lists the nearest shop first', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SANTA_ANA);
    await page.goto('/delivery');
    await page.getByRole('button', { name: /Retirar en tienda/ }).click();
    await expect(shopTitles(page).first()).toHaveText('Metrocentro Santa Ana');
  });

  test('asked with a button when the location is not yet allowed', async ({ page, context }) => {
    await page.goto('/tiendas');
    await expect(shopTitles(page).first()).toHaveText('Aeropuerto Internacional');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SANTA_ANA);
    await page.getByRole('button', { name: 'Ver las más cercanas' }).click();
    await expect(shopTitles(page).first()).toHaveText('Metrocentro Santa Ana');
  });

  test('a refused location says why and keeps the list by name', async ({ page }) => {
    await page.goto('/tiendas');
    await page.getByRole('button', { name: 'Ver las más cercanas' }).click();
    await expect(
      page.getByText('Verifica que la ubicación de tu dispositivo este activa.'),
    ).toBeVisible();
    await expect(shopTitles(page).first()).toHaveText('Aeropuerto Internacional');
  });
});
