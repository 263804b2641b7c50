import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

// Issue 35: the chain's first admin, added with `npm run staff -- add` before the server
// started (scripts/e2e-server.mjs), logs in to the operator app against the real server,
// must switch on two-step verification first, keeps the session across a reload (an
// httpOnly cookie, nothing stored by the page), cannot change anything without the CSRF
// token, logs out, and logs in again with a code from the authenticator.

const ADMIN = { email: 'jefa@tienda.test', password: 'Tienda-2026!', name: 'Ana Jefa' };

test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

/** The server's clock now (it runs from CLOCK_AT), in seconds: codes are made for it. */
async function serverEpochS(request: APIRequestContext): Promise<number> {
  const time = (await (await request.post('/api/data/getFechaHora')).json()) as { fecha: string };
  return Math.floor(Date.parse(time.fecha) / 1000);
}

async function logIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar a la tienda' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('the first admin logs in, switches on two-step verification, logs out and back in with a code', async ({
  page,
  request,
}) => {
  await page.goto('/operador');
  await expect(page).toHaveURL(/\/operador\/entrar/);
  await logIn(page);

  // an admin without two-step verification enrols before anything else
  await expect(page).toHaveURL(/\/operador\/verificacion$/);
  await expect(
    page.getByRole('img', { name: 'Código QR para tu app de autenticación' }),
  ).toBeVisible();
  const link = page.getByRole('link', {
    name: 'Abrir en la app de autenticación de este dispositivo',
  });
  const secret = new URL((await link.getAttribute('href'))!).searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const now = await serverEpochS(request);
  await page.getByLabel('Código de verificación').fill(await generate({ secret, epoch: now }));
  await page.getByRole('button', { name: 'Activar' }).click();

  // the board's frame, with who is working; the session survives a reload
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText(ADMIN.name).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => /op|staff/i.test(k))),
  ).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'op_session')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });

  // a change without the CSRF token is refused, even with the session's cookie
  const refused = await page.request.delete('/api/operador/sesion');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'csrf' } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();

  // logged out, the board is closed until the next login, which asks for a code
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/operador\/entrar/);
  await page.goto('/operador');
  await expect(page).toHaveURL(/\/operador\/entrar/);
  await logIn(page);
  const code = page.getByLabel('Código de verificación');
  await expect(code).toBeFocused();
  // the next 30-second step: a code is taken only once
  await code.fill(await generate({ secret, epoch: (await serverEpochS(request)) + 30 }));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
});
