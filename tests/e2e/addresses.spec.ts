import { expect, test, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp-watch';
import { registeredCustomer } from './customer.fixture';
import { saveAddress } from './addresses.fixture';
import { addFries, banner, ESCALON } from './journey-fixture';

// Issue 16, saved addresses (§2.2, §3.2, §4.2): a customer saves two addresses on the map,
// makes the second main, reorders them with the keyboard, orders to the main one straight
// from the bag (issue 34: no stop on /delivery), and deletes one.

const WORK = { latitude: 13.7078, longitude: -89.2418 }; // Colonia Escalón too
const rows = (page: Page) =>
  page.getByRole('list', { name: 'Mis direcciones' }).getByRole('listitem');

expectNoCspViolations();

test.describe('saved addresses (issue 16)', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });

  test('save two, make the second main, reorder, order to the main one, delete one', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await registeredCustomer(page, 'dir');
    await saveAddress(page, ESCALON, 'Calle La Mascota #12', 'Mi Casa');
    await saveAddress(page, WORK, 'Paseo General Escalón #3700', 'Mi Trabajo');
    await expect(rows(page)).toHaveCount(2);
    // the first one saved is the main one
    await expect(rows(page).nth(0)).toContainText('Principal');

    await page.getByRole('button', { name: 'Marcar Mi Trabajo como principal' }).click();
    await expect(rows(page).nth(1)).toContainText('Principal');
    await expect(rows(page).nth(0)).not.toContainText('Principal');
    // the list takes moves again once the mark is saved and the list read back
    await expect(page.getByRole('button', { name: 'Marcar Mi Casa como principal' })).toBeEnabled();

    // reorder with the keyboard: take 'Mi Trabajo', up one place, drop
    const sorted = page.waitForResponse((r) => r.url().endsWith('/cliente/saveSortedAddresses'));
    await page.getByRole('button', { name: 'Mover Mi Trabajo' }).focus();
    // each key waits for the Spanish announcement of the one before (the sensor listens
    // from the next tick on)
    const said = (text: RegExp) => expect(page.getByRole('status').filter({ hasText: text }));
    await page.keyboard.press('Space');
    await said(/Tomaste Mi Trabajo/).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await said(/Mi Trabajo pasó a la posición 1 de 2/).toBeAttached();
    await page.keyboard.press('Space');
    expect((await (await sorted).json()) as { codigoRetorno: string }).toMatchObject({
      codigoRetorno: '00',
    });
    await page.reload();
    await expect(rows(page).nth(0)).toContainText('Mi Trabajo');
    await expect(rows(page).nth(1)).toContainText('Mi Casa');

    // order to the main one straight from the bag: no stop on /delivery (issue 34); the
    // checkout shows the place with its 'Cambiar'
    await addFries(page, 6); // over the $7.50 minimum of a delivery
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Resumen de tu pedido' });
    await expect(summary).toContainText('Paseo General Escalón #3700');
    await expect(summary.getByRole('link', { name: /^Cambiar/ })).toHaveAttribute(
      'href',
      '/delivery',
    );
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByText(/Número de pedido/)).toBeVisible();
    await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
    await expect(page.getByText('Paseo General Escalón #3700').first()).toBeVisible();
    await page.goto('/');
    await expect(banner(page)).toContainText('Mi Trabajo · Paseo General Escalón #3700');

    // a second visit: /delivery reloaded with the saved address chosen, pickup and back,
    // offline and back; nothing breaks (never a DataCloneError of a store proxy)
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto('/delivery');
    await page.reload();
    const chosen = page.getByRole('button', { name: /Mi Trabajo/, pressed: true });
    await expect(chosen).toBeVisible();
    const service = page.getByRole('group', { name: 'Tipo de entrega' });
    await service.getByRole('button', { name: 'Retirar en tienda' }).click();
    await service.getByRole('button', { name: 'Delivery' }).click();
    await expect(chosen).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Nueva dirección' }).click();
    await page.getByRole('button', { name: 'Mis direcciones' }).click();
    await page.context().setOffline(false);
    await chosen.click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors.filter((e) => /DataCloneError|could not be cloned/i.test(e))).toEqual([]);

    // delete one, asked first
    await page.goto('/profile/locations');
    await page.getByRole('button', { name: 'Eliminar Mi Casa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar dirección' });
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Dirección eliminada')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).nth(0)).toContainText('Mi Trabajo');
  });
});
