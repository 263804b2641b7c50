import { expect, type Page } from '@playwright/test';

/** The dedication the gift-card journeys write. */
export const DEDICATION = '¡Feliz cumpleaños!';

/**
 * A $10.00 gift card from /certificates into the gift-card cart, written from Ana to Luis
 * at `recipient` with DEDICATION.
 */
export async function giftCardInCart(page: Page, recipient: string) {
  await page.goto('/certificates');
  await page.getByRole('link', { name: /Gift card\s*\$10\.00/ }).click();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/certificates\/cart$/);
  await page.getByLabel('Tu nombre').fill('Ana');
  await page.getByLabel('Nombre de quien recibe').fill('Luis');
  await page.getByLabel('Correo de quien recibe').fill(recipient);
  await page.getByLabel(/Dedicatoria/).fill(DEDICATION);
}
