import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail-sink.fixture';

// Customers for the end-to-end tests: signed up through the app, validated by the link in
// the real mail the test server sends (tests/e2e/mail-sink.fixture.ts), logged in through
// the login page.

export const PASSWORD = 'Secreta#2026';
export const NEW_PASSWORD = 'Nueva#Clave7';
export const WRONG = 'Incorrecta#1';

let seq = 0;
/** A fresh address for each account, so runs and tests never share one. */
export const freshEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}.${++seq}@example.com`;

/** The path and query of a link in a mail (the app runs on this test's own origin). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export async function signUp(page: Page, email: string, nombres = 'Ana') {
  await page.goto('/signup-account');
  await page.getByLabel('Nombres').fill(nombres);
  await page.getByLabel('Apellidos').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').pressSequentially('71234567');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-04');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(page).toHaveURL(/\/email-sent$/);
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
}

export async function activationLink(email: string, since?: Date): Promise<string> {
  const mail = await waitForMail(email, { subject: 'Confirma tu correo', since });
  return pathOf(linkIn(mail, '/validar-cuenta'));
}

export async function validate(page: Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Cuenta validada correctamente. Inicia sesión para continuar.'),
  ).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function loggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
}

/**
 * A new validated customer, logged in on `page`: the e-mail it signed up with. The e-mail's
 * local part starts with `name`.
 */
export async function registeredCustomer(page: Page, name = 'ana', nombres = 'Ana') {
  const email = freshEmail(name);
  await signUp(page, email, nombres);
  await validate(page, await activationLink(email));
  await logIn(page, email, PASSWORD);
  await loggedIn(page);
  return email;
}
