import { expect, type Page } from '@playwright/test';

// The coupon steps the coupon journeys share (issue 17): burgers into the bag, a coupon
// applied from /coupons, and the bag that shows it.

export const HALF_PRICE = 'Tu hamburguesa a mitad de precio';
export const BREAKFAST = 'Desayuno Típico con 20% de descuento';

export const couponCard = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(name) });

/** Burgers into the bag from their product pages: con tocino $4.49, Junior $1.99, con queso $3.75. */
export async function addBurgers(page: Page) {
  for (const id of [1105, 1104, 1103]) {
    await page.goto(`/menu/categoria/hamburguesas/producto/${id}`);
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
  }
}

/** /coupons, the coupon's dialog, 'Aplicar cupón'. */
export async function applyCoupon(page: Page, name: string) {
  await page.goto('/coupons');
  await couponCard(page, name).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Aplicar cupón' }).click();
}

/** The bag with the coupon applied: 50% of the Junior's $1.99, rounded to the cent. */
export async function bagHasHalfPrice(page: Page) {
  await expect(page).toHaveURL(/\/cart$/);
  const discount = page.locator('.cart-totals__row--discount');
  await expect(discount).toContainText('Descuento');
  await expect(discount).toContainText('-$1.00');
  await expect(page.locator('.cart-totals__row--total')).toContainText('$9.23');
}
