import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';
import { expectNoCspViolations } from './csp-watch';
import { reloadOffline, swReady } from './journey-fixture';

// Issue 20: finding the place on the delivery map — the address search, the way out of a
// place without coverage, and the names drawn on the map. The server's clock is a Monday at
// noon in El Salvador (playwright.config.ts); the map is our own offline style.

const NOWHERE = { latitude: 13.7, longitude: -89.52 }; // road between Santa Tecla and Sonsonate

const banner = (page: Page) => page.getByRole('region', { name: 'Entrega' });
const mapReady = (page: Page) => page.locator('[data-map-ready="true"]').first();
const search = (page: Page) =>
  page.getByRole('combobox', { name: 'Buscar colonia, lugar o tienda' });
/** The names drawn over the map and shown now, of one kind. */
const labels = (page: Page, kind: string) =>
  page.locator(`.map-picker__frame .map-label--${kind}:not([hidden])`);

async function openDelivery(page: Page) {
  await page.goto('/');
  await banner(page).getByRole('link', { name: 'Cambiar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
}

/** The names of the labels of a kind whose box lies inside the map frame. */
async function labelsInView(page: Page, kind: string): Promise<string[]> {
  const frame = (await page.locator('.map-picker__frame').boundingBox())!;
  const names: string[] = [];
  for (const label of await labels(page, kind).all()) {
    const box = await label.boundingBox();
    if (!box) continue;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const inside =
      cx >= frame.x && cx <= frame.x + frame.width && cy >= frame.y && cy <= frame.y + frame.height;
    if (inside) names.push((await label.textContent()) ?? '');
  }
  return names;
}

/** axe's violations on the page as it is now: id and the elements' selectors. */
async function axeViolations(page: Page): Promise<string[]> {
  await axeInject(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const results = (await axe.run(document)) as {
      violations: { id: string; nodes: { target: unknown[] }[] }[];
    };
    return results.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  });
}

expectNoCspViolations();

test.describe('finding the place on the delivery map (issue 20)', () => {
  test('the Escalón journey by typing in the search, without dragging', async ({
    page,
  }, testInfo) => {
    await openDelivery(page);
    // from afar the map names the districts
    await expect(labels(page, 'distrito').filter({ hasText: 'San Salvador' })).toBeVisible();
    await search(page).fill('escalon');
    const options = page.getByRole('listbox', { name: 'Resultados' }).getByRole('option');
    await expect(options.first()).toContainText('Colonia Escalón');
    await expect(page.getByText(/\d+ resultados?/)).toBeVisible();
    // confirmed from the keyboard: the first result
    await search(page).press('ArrowDown');
    await expect(search(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
    await search(page).press('Enter');
    await expect(search(page)).toHaveValue('Colonia Escalón');
    await expect(mapReady(page)).toHaveAttribute('data-center', '13.706500,-89.239000');
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toContainText(
      'te atiende',
    );

    // up close the colonias around the pin are named, for the eye only
    await expect(labels(page, 'colonia').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
    await expect(labels(page, 'distrito')).toHaveCount(0);
    const around = await labelsInView(page, 'colonia');
    expect(around).toContain('Colonia Escalón');
    expect(around.length).toBeGreaterThanOrEqual(2);
    const escalon = labels(page, 'colonia').filter({ hasText: 'Colonia Escalón' });
    await expect(escalon).toHaveAttribute('aria-hidden', 'true');
    await expect(escalon).not.toHaveAttribute('tabindex', /.*/);
    await testInfo.attach('mapa-con-nombres', {
      body: await page.locator('.map-picker').screenshot(),
      contentType: 'image/png',
    });

    await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText('Calle La Mascota #12');
  });

  test('the search works offline once the map has been opened', async ({ page }) => {
    await swReady(page);
    await openDelivery(page);
    await search(page).fill('tecla');
    await expect(page.getByRole('option').first()).toContainText('Santa Tecla');
    // offline: the names come from the service worker's copy of /map/*
    await reloadOffline(page);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await search(page).fill('escalon');
    await expect(page.getByRole('option').first()).toContainText('Colonia Escalón');
    await page.context().setOffline(false);
  });

  test.describe('without coverage', () => {
    test.use({ permissions: ['geolocation'], geolocation: NOWHERE });

    test('offers the nearest covered point and pickup at the nearest open shop', async ({
      page,
    }) => {
      await openDelivery(page);
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'La dirección seleccionada no cuenta con cobertura',
      );
      const nearest = page.getByText(/El punto con cobertura más cercano está a [\d.]+ k?m/);
      await expect(nearest).toBeVisible();
      const pickup = page.getByRole('button', { name: /^Recoger en .+ \(a [\d.]+ km\)$/ });
      await expect(pickup).toBeVisible();
      await expect(pickup).toContainText('Lourdes Colón');

      const before = await mapReady(page).getAttribute('data-center');
      await page.getByRole('button', { name: 'Usar el punto más cercano' }).click();
      await expect(mapReady(page)).not.toHaveAttribute('data-center', before ?? '');
      await expect(page.getByRole('status').filter({ hasText: 'te atiende' })).toBeVisible();
      await expect(nearest).toHaveCount(0);

      // back where there is none, pickup at the nearest open shop instead
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect(pickup).toBeVisible();
      await pickup.click();
      await page.getByRole('radio', { name: 'Parqueo' }).check();
      await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect(page.getByText('Retirarás tu pedido en Lourdes Colón')).toBeVisible();
      await expect(banner(page)).toContainText('Lourdes Colón');
    });
  });

  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      permissions: ['geolocation'],
      geolocation: NOWHERE,
    });

    test('the search over the map and the way out pass axe, and a result is covered', async ({
      page,
    }, testInfo) => {
      // phones show no address banner on the home page: the delivery page is opened directly
      await page.goto('/delivery');
      await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
      await expect(page.getByRole('button', { name: 'Usar el punto más cercano' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Recoger en / })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await search(page).fill('metrocentro');
      await expect(page.getByRole('option').first()).toContainText('Metrocentro');
      expect(await axeViolations(page)).toEqual([]);
      await testInfo.attach('busqueda-en-telefono', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      await search(page).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'te atiende' })).toBeVisible();
    });
  });
});
