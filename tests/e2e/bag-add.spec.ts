import { expect, test, type Page } from '@playwright/test';

// Issue 12 (§2.7, §4.5): after 'Agregar a mi bolsa' the customer sees that it worked: the
// button reads '¡Agregado!' for a moment, the bag beside it counts the new units and its
// total, and from there one tap leads on to the bag.

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar a mi bolsa' });
const bagButton = (page: Page) => page.getByRole('button', { name: /Ver mi bolsa/ });

test.describe('adding to the bag says it worked', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("'¡Agregado!' on the button, the bag's count and total beside it", async ({ page }) => {
    await page.goto('/menu/categoria/hamburguesas/producto/1101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hamburguesa Clásica');
    await expect(bagButton(page)).toHaveCount(0);

    await page.getByRole('checkbox', { name: /^Tocino/ }).check();
    await addButton(page).tap();
    const done = page.getByRole('button', { name: '¡Agregado!' });
    await expect(done).toBeVisible();
    await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
    // the bag sits in the add bar: one burger, $3.49 + bacon $0.99
    const bar = page.getByRole('region', { name: 'Tu selección' });
    await expect(bar.getByRole('button', { name: /Ver mi bolsa/ })).toContainText('1');
    await expect(bagButton(page)).toContainText('$4.48');
    // the moment passes; the form is back to the defaults, ready for another
    await expect(addButton(page)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('checkbox', { name: /^Tocino/ })).not.toBeChecked();

    await addButton(page).tap();
    await expect(bagButton(page)).toContainText('2');
    await expect(bagButton(page)).toContainText('$7.97');
    await bagButton(page).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa' })).toBeVisible();
  });
});
