import { expect, test, type Page } from '@playwright/test';

// Issue 12 (§4.6, §2.7): 'Agregá un gustito' is offered once per visit, never when the bag
// already holds a suggestion, and its disabled 'Añadir' looks disabled. In the demo chain a
// Hamburguesa Clásica (1101) suggests Pie de manzana (1623) among others.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });
const bagButton = (page: Page) => page.getByRole('button', { name: /Ver mi bolsa/ });
const gustito = (page: Page) => page.getByRole('dialog', { name: 'Agregá un gustito' });
const cartTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Mi bolsa' });

async function addBurger(page: Page) {
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await addButton(page).click();
  await expect(bagButton(page)).toContainText('1');
}

test('offered once per visit, with a disabled Añadir that looks disabled', async ({ page }) => {
  await addBurger(page);
  await bagButton(page).click();
  await expect(gustito(page)).toBeVisible();
  const add = gustito(page).getByRole('button', { name: 'Añadir' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveCSS('background-color', 'rgb(138, 132, 124)');
  await expect(add).toHaveCSS('cursor', 'not-allowed');
  await gustito(page).getByRole('button', { name: 'Agregar uno (Pie de manzana)' }).click();
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveCSS('background-color', 'rgb(138, 132, 124)');
  await gustito(page).getByRole('button', { name: 'Quitar uno (Pie de manzana)' }).click();
  await gustito(page).getByRole('button', { name: 'No, gracias' }).click();
  await expect(cartTitle(page)).toBeVisible();

  // the same visit, even after a reload: straight on to the bag
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await bagButton(page).click();
  await expect(cartTitle(page)).toBeVisible();
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await page.reload();
  await bagButton(page).click();
  await expect(cartTitle(page)).toBeVisible();
  await expect(gustito(page)).toHaveCount(0);
});

test('never offers what the bag already holds', async ({ page }) => {
  await addBurger(page);
  await page.goto('/menu/categoria/postres/producto/1623');
  // the offer is for the bag as it is: a tap before its suggestions arrive goes straight on
  const suggestions = page.waitForResponse(/\/api\/data\/getVS/);
  await addButton(page).click();
  await expect(bagButton(page)).toContainText('2');
  await suggestions;
  await bagButton(page).click();
  // the pie is in the bag: the other desserts may be offered, the pie is not
  await expect(gustito(page)).toBeVisible();
  await expect(gustito(page).getByRole('listitem').first()).toBeVisible();
  await expect(gustito(page)).not.toContainText('Pie de manzana');
  await expect(gustito(page)).not.toContainText('Hamburguesa');
});
