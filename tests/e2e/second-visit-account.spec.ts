import { expect, test, type Page } from '@playwright/test';
import { DEDICATION, giftCardInCart } from './certificates.fixture';
import { addBurgers, applyCoupon, bagHasHalfPrice, HALF_PRICE } from './coupons.fixture';
import { loggedIn, registeredCustomer } from './customer.fixture';
import { choosePickup, reloadOffline, secondVisits, swReady } from './journey-fixture';

// The second visit of the customer's half (issue 17's screens, the issue 12 rule): the
// gift-card cart with what was written on it and its checkout's contact form, and a coupon
// applied to the bag, come back after a reload, a trip elsewhere in the app, and offline
// and back.

async function expectCart(page: Page) {
  await expect(page).toHaveURL(/\/certificates\/cart$/);
  await expect(page.getByLabel('Tu nombre')).toHaveValue('Ana');
  await expect(page.getByLabel('Nombre de quien recibe')).toHaveValue('Luis');
  await expect(page.getByLabel('Correo de quien recibe')).toHaveValue('luis@example.com');
  await expect(page.getByLabel(/Dedicatoria/)).toHaveValue(DEDICATION);
}

async function expectContact(page: Page) {
  await expect(page).toHaveURL(/\/certificates\/checkout$/);
  await expect(page.getByLabel('Nombres')).toHaveValue('Ana');
  await expect(page.getByLabel('Apellidos')).toHaveValue('Martínez');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@example.com');
}

test('the gift-card cart and its contact form come back on a second visit', async ({ page }) => {
  test.setTimeout(90_000);
  await swReady(page);
  await giftCardInCart(page, 'luis@example.com');

  await secondVisits(page, '/certificates/cart', () => expectCart(page));

  // the contact form of its checkout
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/certificates\/checkout$/);
  await page.getByLabel('Nombres').fill('Ana');
  await page.getByLabel('Apellidos').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.reload();
  await expectContact(page);
  await reloadOffline(page);
  await expectContact(page);
  await page.context().setOffline(false);
  // back to the cart and on again: both still hold what was written
  await page.goto('/certificates/cart');
  await expectCart(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectContact(page);
});

test('a coupon applied to the bag stays applied on a second visit', async ({ page }) => {
  test.setTimeout(90_000);
  await swReady(page);
  await registeredCustomer(page, 'cupon-vuelta');
  await choosePickup(page);
  await addBurgers(page);
  await applyCoupon(page, HALF_PRICE);
  await bagHasHalfPrice(page);

  await secondVisits(page, '/cart', () => bagHasHalfPrice(page));
  await loggedIn(page);
});
