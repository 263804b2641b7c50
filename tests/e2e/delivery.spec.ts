import { expect, test, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp-watch';

// Issue 5 journeys (§2.3, §2.4, §2.11, §3.2, §4.2, §5.5, §8.2): the delivery place on the
// map (rendered by maplibre-gl in headless Chromium with SwiftShader, our own offline
// style), coverage from the server, pickup at a shop from /tiendas, and a future order.
// The server's clock is a Monday at noon in El Salvador (playwright.config.ts).

const ESCALON = { latitude: 13.7065, longitude: -89.239 };
const CAMPUS = { latitude: 13.7185, longitude: -89.203 }; // Ciudad Universitaria: delivery points
const NOWHERE = { latitude: 13.7, longitude: -89.52 }; // road between Santa Tecla and Sonsonate

const banner = (page: Page) => page.getByRole('region', { name: 'Entrega' });
const mapReady = (page: Page) => page.locator('[data-map-ready="true"]').first();

async function openDeliveryFromBanner(page: Page) {
  await page.goto('/');
  await expect(banner(page)).toContainText('Selecciona la tienda/el sitio de entrega');
  await banner(page).getByRole('link', { name: 'Cambiar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
}

async function locateAt(page: Page, point: { latitude: number; longitude: number }) {
  await page.context().setGeolocation(point);
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
}

expectNoCspViolations();

test.describe('delivery or pickup (issue 5)', () => {
  test.use({ permissions: ['geolocation'], geolocation: ESCALON });

  test('a covered point on the map becomes the delivery address in the banner', async ({
    page,
  }) => {
    await openDeliveryFromBanner(page);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    // the map is drawn on a WebGL canvas
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    await locateAt(page, ESCALON);
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
    // dragging the map moves the pin a little, still inside the zone
    const canvas = page.locator('canvas.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    const before = await mapReady(page).getAttribute('data-center');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    await expect(mapReady(page)).not.toHaveAttribute('data-center', before ?? '');
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();

    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    // back where 'Cambiar' was pressed, with the address in the banner
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText('Calle La Mascota #12');
    await page.reload();
    await expect(banner(page)).toContainText('Calle La Mascota #12');
  });

  test('a point outside every zone is refused with the coverage message', async ({ page }) => {
    await openDeliveryFromBanner(page);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await locateAt(page, NOWHERE);
    await expect(page.getByRole('alert')).toContainText(
      'La dirección seleccionada no cuenta con cobertura',
    );
    await page.getByLabel('Dirección', { exact: true }).fill('Carretera, km 50');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
  });

  test('a zone served at delivery points asks for one, and the checkout comes after', async ({
    page,
  }) => {
    await page.goto('/menu/categoria/acompanamientos/producto/1001');
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await page.goto('/cart');
    // no service chosen yet: the service and the place on one screen, Delivery first
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await locateAt(page, CAMPUS);
    const points = page.getByRole('group', { name: 'Punto de entrega' });
    await expect(points.getByRole('radio')).toHaveCount(3);
    await page.getByLabel('Dirección', { exact: true }).fill('Facultad de Ingeniería');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page.getByText('Debe seleccionar un punto de entrega')).toBeVisible();
    await points.getByText('Portón Facultad de Medicina').click();
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    // on from the cart's 'Continuar': the checkout comes next (issue 12)
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto('/');
    await expect(banner(page)).toContainText('Entregar en Portón Facultad de Medicina');
  });

  test('pickup at a shop chosen on /tiendas with the city filter and the search', async ({
    page,
  }) => {
    await page.goto('/tiendas');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Tiendas' })).toBeVisible();
    // the shops' map, with a button per shop
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Ciudad').selectOption({ label: 'Soyapango (1)' });
    await expect(page.getByRole('heading', { name: 'Plaza Mundo Soyapango' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Metrocentro San Salvador' })).toHaveCount(0);
    await page.getByLabel('Ciudad').selectOption({ label: 'Todas las ciudadades (18)' });
    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('food court');
    await expect(page.getByRole('heading', { name: 'Galerías Escalón' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plaza Mundo Soyapango' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
    const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
    await expect(card).toContainText('Abierto de 07:00 am a 10:00 pm');
    await card.getByRole('button', { name: 'Retirar aquí' }).click();
    await page.getByRole('radio', { name: 'Parqueo' }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Retirarás tu pedido en Plaza Mundo Soyapango')).toBeVisible();
    await page.goto('/');
    await expect(banner(page)).toContainText('Plaza Mundo Soyapango');
    await expect(banner(page)).toContainText('Retirar en tienda Parqueo');
  });

  test('a future order shows the Pedido Futuro chip', async ({ page }) => {
    await openDeliveryFromBanner(page);
    await page.getByText('Programar pedido', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Programar pedido' })).toBeChecked();
    await page.getByLabel('Día').selectOption({ label: 'Mañana' });
    await page.getByLabel('Hora').selectOption({ label: '07:30 pm' });
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await locateAt(page, ESCALON);
    const covered = page.getByRole('status').filter({ hasText: 'Colonia Escalón' });
    // §5.5 a future order carries no 30-minute warranty
    await expect(covered).toContainText(
      'Tu orden no cuenta con garantía debido a que es una orden futura',
    );
    await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
    await page.getByRole('button', { name: 'Confirmar dirección' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText('Pedido Futuro');
    await expect(banner(page)).toContainText('Aprox. mañana a las 07:30 pm');
  });

  test('with no place chosen yet the map starts at the device, without a tap (issue 12)', async ({
    page,
  }) => {
    await openDeliveryFromBanner(page);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    // the position is asked for once the map is drawn; 'Usar mi ubicación' is not pressed
    await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
    await expect(mapReady(page)).toHaveAttribute('data-center', /13\.70\d*, ?-89\.23\d*/);
  });
});

test.describe('a location not allowed (issue 12)', () => {
  test('says nothing on its own: the button is there to ask and say why', async ({ page }) => {
    await openDeliveryFromBanner(page);
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Mueve el mapa o usa tu ubicación para colocar el pin.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
