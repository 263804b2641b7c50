import { expect, test, type Page } from '@playwright/test';

// Issues 12 and 34 (§4.6, §2.7): 'Agregá un gustito' is a section of the bag itself, not a
// dialog in the way of the bag button: offered while suggestions exist and none is in the bag
// (never what the bag holds),
// its disabled 'Añadir' looks disabled, and 'Añadir' puts the chosen ones in the bag. In the
// demo chain a Hamburguesa Clásica (1101) suggests Pie de manzana (1623) among others.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });
const bagButton = (page: Page) => page.getByRole('button', { name: /Ver mi bolsa/ });
const gustito = (page: Page) => page.getByRole('region', { name: 'Agregá un gustito' });
const cartTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mi bolsa' });

async function addBurger(page: Page) {
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await addButton(page).click();
  await expect(bagButton(page)).toContainText('1');
}

test('offered in the bag, with a disabled Añadir that looks disabled; Añadir adds', async ({
  page,
}) => {
  await addBurger(page);
  // the bag button goes straight to the bag: no dialog on the way
  await bagButton(page).click();
  await expect(cartTitle(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(gustito(page)).toBeVisible();
  await expect(gustito(page).getByRole('button', { name: 'No, gracias' })).toHaveCount(0);
  const add = gustito(page).getByRole('button', { name: 'Añadir' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveCSS('background-color', 'rgb(138, 132, 124)');
  await expect(add).toHaveCSS('cursor', 'not-allowed');
  await gustito(page).getByRole('button', { name: 'Agregar uno (Pie de manzana)' }).click();
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveCSS('background-color', 'rgb(138, 132, 124)');
  await add.click();
  // the pie is in the bag, and the offer is taken: the section goes
  await expect(page.locator('.cart-line').filter({ hasText: 'Pie de manzana' })).toHaveCount(1);
  await expect(gustito(page)).toHaveCount(0);
  await page.reload();
  await expect(cartTitle(page)).toBeVisible();
  await expect(gustito(page)).toHaveCount(0);
});

test('never offers what the bag already holds', async ({ page }) => {
  await addBurger(page);
  await page.goto('/menu/categoria/postres/producto/1623');
  await addButton(page).click();
  await expect(bagButton(page)).toContainText('2');
  await bagButton(page).click();
  await expect(cartTitle(page)).toBeVisible();
  // the pie is in the bag: the other desserts may be offered, the pie is not
  await expect(gustito(page)).toBeVisible();
  await expect(gustito(page).getByRole('listitem').first()).toBeVisible();
  await expect(gustito(page)).not.toContainText('Pie de manzana');
  await expect(gustito(page)).not.toContainText('Hamburguesa');
});
