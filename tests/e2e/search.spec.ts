import { expect, test, type Page } from '@playwright/test';

const PLACEHOLDER = 'Nombre, categoria, precio...';

/** Opens the search from the header button, or from /search while the header lacks it. */
async function openSearch(page: Page) {
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  const button = page.getByRole('banner').getByRole('button', { name: 'Buscar' });
  if ((await button.count()) > 0) {
    await button.first().click();
    const dialog = page.getByRole('dialog', { name: 'Buscar' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await page.goto('/search');
  return page.locator('main');
}

test.describe('búsqueda (§2.5, §5.6)', () => {
  test('2 caracteres no buscan, 3 o más agrupan resultados y abren el producto', async ({
    page,
  }) => {
    const scope = await openSearch(page);
    const box = scope.getByPlaceholder(PLACEHOLDER);
    await expect(box).toBeFocused();
    await expect(scope.getByText('¿Que se te antoja?')).toBeVisible();

    await box.fill('ha');
    await page.waitForTimeout(500);
    await expect(scope.getByRole('heading', { name: 'Productos' })).toHaveCount(0);
    await expect(scope.getByText('¿Que se te antoja?')).toBeVisible();

    await box.fill('hamburguesa');
    const products = scope.getByRole('region', { name: 'Productos' });
    await expect(products).toBeVisible();
    const links = products.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(11);
    await expect(scope.getByRole('region', { name: 'Categorías' })).toBeVisible();

    const first = links.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/menu\/categoria\/[a-z0-9-]+\/producto\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('dialog', { name: 'Buscar' })).toHaveCount(0);
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveCount(0);
  });

  test('/search muestra la búsqueda en la página', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
    await page.getByPlaceholder(PLACEHOLDER).fill('pollo');
    await expect(page.getByRole('region', { name: 'Categorías' })).toBeVisible();
  });
});
