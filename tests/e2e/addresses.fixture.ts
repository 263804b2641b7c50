import { expect, type Page } from '@playwright/test';
import { addressField, mapReady } from './journey-fixture';

/**
 * A logged-in customer saves an address found by the device's location (the context must
 * grant geolocation), with the line `text` and the tag `tag`, on /profile/locations.
 */
export async function saveAddress(
  page: Page,
  at: { latitude: number; longitude: number },
  text: string,
  tag: string,
) {
  if (!page.url().endsWith('/profile/locations')) await page.goto('/profile/locations');
  await page.getByRole('link', { name: 'Agregar dirección' }).click();
  await expect(page).toHaveURL(/\/profile\/locations\/new$/);
  await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
  await page.context().setGeolocation(at);
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
  await addressField(page).fill(text);
  await expect(page.getByLabel('Etiqueta', { exact: true })).toHaveAttribute(
    'placeholder',
    'Ej. Mi Casa',
  );
  await page.getByRole('button', { name: tag, exact: true }).click();
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page).toHaveURL(/\/profile\/locations$/);
  await expect(page.getByText('Dirección guardada')).toBeVisible();
}
