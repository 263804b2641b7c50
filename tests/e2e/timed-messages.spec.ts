import { expect, test, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';
import { registeredCustomer } from './customer.fixture';
import { reloadOffline, swReady } from './journey-fixture';

// Issue 18 (§3.8, §4.10): the home shows the demo chain's timed messages whose window holds
// on the server's clock (Monday 23 November 2026, 12:00 in El Salvador: CLOCK_AT), the
// logged-in ones only to customers; a closed one stays closed for the rest of the day.

const COMBO = 'Hoy es día de Segundo Combo Clásico a $2.99. ¡Invita a alguien!';
const BREAKFAST = '¡Buenos días! Nuestros desayunos están disponibles hasta las 11:00 a. m.';
const WEEKEND = 'Fin de semana en familia: arma tu caja familiar y llévate el 20% de descuento.';
const CLOSING = 'Nuestras tiendas cierran pronto. Programa tu pedido para mañana.';
const WELCOME = 'Revisa tus cupones: tienes beneficios esperándote.';
const TUESDAY = 'Es martes de alitas: tu caja para compartir con 25% de descuento.';

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function home(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  await axeInject(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<unknown> } }).axe;
    const results = (await axe.run(document)) as { violations: { id: string; help: string }[] };
    return results.violations.map((v) => `${v.id}: ${v.help}`);
  });
  expect(violations).toEqual([]);
}

test('a guest sees the message of Monday noon only; closing it lasts through reloads, offline too', async ({
  page,
}) => {
  await home(page);
  await expect(notice(page, COMBO)).toBeVisible();
  for (const hidden of [BREAKFAST, WEEKEND, CLOSING, WELCOME, TUESDAY]) {
    await expect(page.getByText(hidden)).toHaveCount(0);
  }
  // the notice sits above the banners, not over the menu's own buttons
  const box = await notice(page, COMBO).boundingBox();
  const title = await page.getByRole('heading', { level: 1, name: 'Nuestro menú' }).boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(title!.y);

  // a second visit offline shows it from what the device kept
  await swReady(page);
  await reloadOffline(page);
  await expect(notice(page, COMBO)).toBeVisible();

  await notice(page, COMBO).getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(page.getByText(COMBO)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  await expect(page.getByText(COMBO)).toHaveCount(0);

  await page.context().setOffline(false);
  await home(page);
  await expect(page.getByText(COMBO)).toHaveCount(0);
  // the dismissal is kept under the server's date
  const stored = await page.evaluate(() => localStorage.getItem('timed-messages'));
  expect(JSON.parse(stored!)).toMatchObject({ date: '23/11/2026', ids: [expect.any(String)] });
});

test('a logged-in customer also sees the all-day message for customers, not Tuesday’s', async ({
  page,
}) => {
  await registeredCustomer(page, 'avisos');
  await home(page);
  await expect(notice(page, COMBO)).toBeVisible();
  await expect(notice(page, WELCOME)).toBeVisible();
  await expect(page.getByText(TUESDAY)).toHaveCount(0);
  await expect(page.getByText(BREAKFAST)).toHaveCount(0);
});

for (const size of [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1280, height: 800 },
]) {
  test(`the home with a message passes axe (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await home(page);
    await expect(notice(page, COMBO)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    // keyboard: the close button is reachable and shows its focus
    const close = notice(page, COMBO).getByRole('button', { name: 'Cerrar aviso' });
    await close.focus();
    await expect(close).toBeFocused();
    const outline = await close.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });
}
