import { expect, test, type Page } from '@playwright/test';
import { loggedIn, logIn, PASSWORD, registeredCustomer } from './customer.fixture';

// Issue 16 (§2.1, §3.3, §3.9): a favourite made offline is shown at once, kept on the
// device, sent when the connection returns, and then seen on another browser logged in as
// the same customer; removing it there removes it for the account.

const UPDATE = '**/api/cliente/updateFavorito';

/** 'Mis Favoritos' from the avatar's menu: a navigation inside the page, which works offline. */
async function openFavorites(page: Page) {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Mis Favoritos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Favoritos' })).toBeVisible();
}

/** The card of a product on a page (listing or /favorites). */
const cardOf = (page: Page, name: string) =>
  page.locator('li.product-card').filter({ has: page.getByRole('heading', { name }) });

test('a favourite made offline reaches the account and another browser; removing it too', async ({
  page,
  context,
  browser,
}) => {
  const email = await registeredCustomer(page, 'favorita');
  // /favorites once online: its screen is loaded before the connection goes
  await page.goto('/favorites');
  await expect(page.getByText('Aún no tienes favoritos.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver el menú' }).click();

  const card = page.getByRole('region', { name: 'Nuevos' }).locator('li.product-card').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const heart = card.getByRole('button', { name: 'Agregar a favoritos' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(true);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cliente/updateFavorito')) sent = true;
  });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openFavorites(page);
  await expect(cardOf(page, name)).toBeVisible();
  expect(sent).toBe(false);

  // back online: the change goes by itself, once
  const update = page.waitForResponse(UPDATE);
  await context.setOffline(false);
  expect((await (await update).json()) as unknown).toMatchObject({ codigoRetorno: '00' });

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);
    await loggedIn(second);
    await second.goto('/favorites');
    const there = cardOf(second, name);
    await expect(there).toBeVisible();

    // un-favourite on the second browser: gone there, and from the account
    const removal = second.waitForResponse(UPDATE);
    await there.getByRole('button', { name: 'Quitar de favoritos' }).click();
    await expect(second.getByText('Aún no tienes favoritos.')).toBeVisible();
    await removal;
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(page.getByText('Aún no tienes favoritos.')).toBeVisible();
});
