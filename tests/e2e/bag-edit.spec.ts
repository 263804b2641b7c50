import { expect, test, type Page } from '@playwright/test';

// Issue 12 (§4.5): a bag line is edited on its product's page, opened with its own
// configuration, and saved back in place; a removal offers 'Deshacer', except where a
// promotion depends on the line and the confirmation dialog asks first.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });
const added = (page: Page) => page.getByText('Producto agregado a tu bolsa').first();
const lines = (page: Page) => page.locator('.cart-line');
const lineNames = (page: Page) => lines(page).locator('.cart-line__name').allTextContents();

async function addBurgerWithBacon(page: Page) {
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await page.getByRole('checkbox', { name: /^Tocino/ }).check();
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.48');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
}

async function addFries(page: Page) {
  await page.goto('/menu/categoria/acompanamientos/producto/1001');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
}

async function addCombo(page: Page) {
  await page.goto('/menu/categoria/combos/producto/1301');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
}

test("'Editar' opens the line's configuration and saves it back in place", async ({ page }) => {
  await addFries(page);
  await addBurgerWithBacon(page);
  await addCombo(page);
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(3);
  const before = await lineNames(page);
  expect(before[1]).toBe('Hamburguesa Clásica');
  // fries have nothing to configure
  await expect(
    lines(page)
      .nth(0)
      .getByRole('link', { name: /^Editar/ }),
  ).toHaveCount(0);

  await lines(page).nth(1).getByRole('link', { name: 'Editar Hamburguesa Clásica' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hamburguesa Clásica');
  await expect(page.getByText('Estás editando este producto de tu bolsa.')).toBeVisible();
  // prefilled with the line's choices
  await expect(page.getByRole('checkbox', { name: /^Tocino/ })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.48');
  await page.getByRole('radio', { name: /^Pan brioche/ }).check();
  await page.getByRole('checkbox', { name: 'Cebolla', exact: true }).uncheck();
  await expect(page.getByRole('status', { name: 'Total' })).toHaveText('$4.98');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Producto actualizado en tu bolsa')).toBeVisible();
  // same place, one burger, the new choices and price; no new line
  await expect(lines(page)).toHaveCount(3);
  expect(await lineNames(page)).toEqual(before);
  const burger = lines(page).nth(1);
  await expect(burger).toContainText('Pan brioche');
  await expect(burger).toContainText('Sin Cebolla');
  await expect(burger).toContainText('Extra Tocino');
  await expect(burger).toContainText('$4.98');
  // $1.49 + $4.98 + $5.99
  await expect(page.locator('.cart-totals')).toContainText('$12.46');

  // opening the product from the menu afterwards adds, it does not edit
  await page.goto('/menu/categoria/hamburguesas/producto/1101');
  await expect(addButton(page)).toBeVisible();
  await expect(page.getByText('Estás editando este producto de tu bolsa.')).toHaveCount(0);
});

test("a removal offers 'Deshacer', which puts the line back where it was", async ({ page }) => {
  await addFries(page);
  await addBurgerWithBacon(page);
  await addCombo(page);
  await page.goto('/cart');
  await expect(lines(page)).toHaveCount(3);
  const before = await lineNames(page);
  await page.getByRole('button', { name: 'Quitar Hamburguesa Clásica de tu bolsa' }).click();
  await expect(lines(page)).toHaveCount(2);
  const toast = page.getByRole('status').filter({ hasText: 'Quitaste Hamburguesa Clásica' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(lines(page)).toHaveCount(3);
  expect(await lineNames(page)).toEqual(before);
  await expect(lines(page).nth(1)).toContainText('Extra Tocino');
  await expect(page.locator('.cart-totals')).toContainText('$11.96');
  // and the restored bag is the one kept on the device
  await page.reload();
  await expect(lines(page)).toHaveCount(3);
  expect(await lineNames(page)).toEqual(before);
});

test('a line a promotion depends on still asks first, with no undo', async ({ page }) => {
  // 1901: a second Combo Clásico at $2.99 with a Combo Clásico in the bag
  await addCombo(page);
  await page.goto('/promociones/menu/1901');
  await addButton(page).click();
  await expect(added(page)).toBeVisible();
  await page.goto('/cart');
  await page
    .getByRole('button', { name: 'Quitar Combo Hamburguesa Clásica de tu bolsa' })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
});
