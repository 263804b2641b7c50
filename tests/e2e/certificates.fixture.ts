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

/** The gift-card checkout's contact step filled in as Ana Martínez, before 'Continuar al pago'. */
export async function giftCardContactFill(page: Page) {
  await page.getByLabel('Nombres').fill('Ana');
  await page.getByLabel('Apellidos').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  // a logged-in customer's phone comes prefilled from the account: typed over, not after it
  await page.getByLabel('Teléfono').clear();
  await page.getByLabel('Teléfono').pressSequentially('71234567');
}

/** The dummy card page approves the gift-card order; the paid message shows. */
export async function giftCardCardApprove(page: Page) {
  await page
    .frameLocator('iframe[title="Pago con tarjeta"]')
    .getByRole('button', { name: 'Aprobar pago' })
    .click();
  await expect(
    page.getByText('¡Tu compra ha sido procesada con éxito!', { exact: false }),
  ).toBeVisible();
}
