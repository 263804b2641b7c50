import { expect, test, type Page } from '@playwright/test';
import {
  logIn,
  loggedIn,
  logOut,
  NEW_PASSWORD,
  PASSWORD,
  registeredCustomer,
} from './customer.fixture';

// Issue 34, defect 10: the smaller things a new customer meets on a phone.

const PHONE = { width: 390, height: 844 };

test('every profile tab is on screen on a 360 px phone', async ({ page }) => {
  await registeredCustomer(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/profile/user-data');
  const tabs = page.getByRole('navigation', { name: 'Perfil de usuario' }).getByRole('link');
  await expect(tabs.filter({ hasText: 'Eliminar Cuenta' })).toBeVisible();
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, await tab.innerText()).not.toBeNull();
    expect(box!.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, await tab.innerText()).toBeLessThanOrEqual(360);
  }
});

test("sign-up opens on its form: /signup and the login page's link", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByLabel('Nombres')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear cuenta', exact: true })).toBeVisible();
});

test('the first login welcomes the customer by first name; the next one welcomes back', async ({
  page,
}) => {
  const email = await registeredCustomer(page, 'carlos.ux', 'Carlos Andrés');
  const greeting = page.locator('.home-greeting');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(greeting).toContainText('Hola, Carlos');
  await expect(greeting).toContainText('¡Te damos la bienvenida!');
  await expect(page.getByText('¡Qué bueno verte de nuevo!')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 720 });
  await logOut(page);
  await logIn(page, email, PASSWORD);
  await loggedIn(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(greeting).toContainText('Hola, Carlos');
  await expect(greeting).toContainText('¡Qué bueno verte de nuevo!');
});

test('a password changed on one device tells the other why it must log in again', async ({
  page,
  browser,
}) => {
  const email = await registeredCustomer(page);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);
    await loggedIn(second);

    await page.goto('/profile/change-password');
    await page.getByLabel('Contraseña actual').fill(PASSWORD);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada').first()).toBeVisible();

    await second.goto('/profile/user-data');
    await expect(
      second.getByText('Tu contraseña cambió en otro dispositivo. Inicia sesión de nuevo.'),
    ).toBeVisible();
    await expect(second).toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});

test("the footer names the promotions terms as their page does, with the page's year", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const link = page
    .getByRole('navigation', { name: 'Enlaces del sitio' })
    .getByRole('link', { name: /promociones/i });
  const text = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
});

test("a logged-in customer's gift card buyer fields come from the account, still editable", async ({
  page,
}) => {
  const email = await registeredCustomer(page);
  await page.goto('/certificates');
  await page.getByRole('link', { name: /Gift card\s*\$10\.00/ }).click();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByLabel('Tu nombre')).toHaveValue('Ana Martínez');
  await page.getByLabel('Nombre de quien recibe').fill('Luis');
  await page.getByLabel('Correo de quien recibe').fill('luis@example.com');
  await page.getByLabel(/Dedicatoria/).fill('¡Feliz cumpleaños!');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/certificates\/checkout$/);
  await expect(page.getByLabel('Nombres')).toHaveValue('Ana');
  await expect(page.getByLabel('Apellidos')).toHaveValue('Martínez');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Teléfono')).toHaveValue('7123-4567');
  await page.getByLabel('Nombres').fill('Anita');
  await expect(page.getByLabel('Nombres')).toHaveValue('Anita');
});

/** The help dialog's answer to `question`, opened from the phone home's help button. */
async function helpAnswer(page: Page, question: string) {
  await page.getByRole('button', { name: '¿Necesitas ayuda?' }).first().click();
  const help = page.getByRole('dialog', { name: '¿Qué necesitas?' });
  await help.getByRole('button', { name: question }).click();
  return help.locator('.help-dialog__answer');
}

test('the help answers promise only what a phone shows today', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const late = await helpAnswer(page, 'Mi pedido no ha llegado');
  await expect(late).toBeVisible();
  await expect(late).not.toContainText('estimad');
  await page.keyboard.press('Escape');

  // a phone has no 'Cambiar' beside the address: the answer names the way it does have
  await expect(page.getByRole('link', { name: 'Cambiar', exact: true })).toHaveCount(0);
  const address = await helpAnswer(page, 'Quiero cambiar la dirección de entrega');
  await expect(address).toContainText('en tu bolsa toca Continuar');
});
