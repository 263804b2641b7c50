import { expect, type Page } from '@playwright/test';

// Steps the checkout specs share: a pickup shop chosen on /tiendas, fries in the bag, and the
// personal data of a guest filled in on the first checkout step.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });

/** Regular fries ($1.49 each), `times` times. */
export async function addFries(page: Page, times: number) {
  await page.goto('/menu/categoria/acompanamientos/producto/1001');
  for (let i = 0; i < times; i++) {
    await addButton(page).click();
    await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
  }
}

/** Pickup at Plaza Mundo Soyapango, in the parking lot. */
export async function choosePickup(page: Page) {
  await page.goto('/tiendas');
  await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
  const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
  await card.getByRole('button', { name: 'Retirar aquí' }).click();
  await page.getByRole('radio', { name: 'Parqueo' }).check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Retirarás tu pedido en Plaza Mundo Soyapango')).toBeVisible();
}

/** From the cart to the first checkout step (personal data). */
export async function openCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
}

/** A guest's valid personal data, then on to the payment step. */
export async function fillPersonalData(page: Page) {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Teléfono').pressSequentially('71234567');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
}
