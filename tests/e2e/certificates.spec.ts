import { expect, test } from '@playwright/test';
import {
  activationLink,
  freshEmail,
  loggedIn,
  PASSWORD,
  signUp,
  validate,
} from './customer.fixture';
import {
  DEDICATION,
  giftCardCardApprove,
  giftCardContactFill,
  giftCardInCart,
} from './certificates.fixture';
import { choosePickup, openCheckout } from './journey-fixture';
import { linkIn, waitForMail } from './mail-sink.fixture';

// Issue 17: a gift card bought by card reaches its recipient by mail (the real SMTP sink),
// is activated on the recipient's account, pays part of an order (the rest in cash), and the
// new balance shows on the profile.

test('buy a gift card, receive it, activate it and pay part of an order with it', async ({
  page,
}) => {
  // two customers' journey with two mails: about 15 s warm, room for a cold first load
  test.setTimeout(40_000);
  const recipient = freshEmail('luis');

  // a guest buys a $10.00 gift card for Luis and pays it by card
  await giftCardInCart(page, recipient);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/certificates\/checkout$/);
  await giftCardContactFill(page);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await giftCardCardApprove(page);

  // the recipient's mail arrives with the activation link
  const mail = await waitForMail(recipient, { subject: /te regaló/ });
  expect(mail.text).toContain(DEDICATION);
  const link = new URL(linkIn(mail, '/certificados/activar/'));
  const code = link.pathname.split('/').at(-1) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{12}$/);

  // Luis opens an account with that address, opens the link, is asked to log in and comes
  // back to it; he is told which account it goes to before anything is done, and confirms
  await signUp(page, recipient, 'Luis');
  await validate(page, await activationLink(recipient));
  await page.goto(link.pathname);
  await expect(
    page.getByText('Inicia sesión con tu cuenta para activar tu gift card'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(recipient);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await loggedIn(page);
  await expect(page).toHaveURL(link.pathname);
  const confirm = page.getByRole('region', { name: 'Activar Gift Card' });
  await expect(confirm).toContainText(
    `Vas a activar la gift card con código ${code} en tu cuenta ${recipient}.`,
  );
  await expect(confirm).toContainText('Solo se activa en la cuenta del correo al que se envió');
  await expect(page.getByRole('status').filter({ hasText: 'Certificado activado' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Activar en mi cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Certificado activado' })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();

  // an order of $12.99 (a box of 8 pieces): $10.00 from the gift card, the rest in cash
  await choosePickup(page);
  await page.goto('/menu/categoria/pollo/subcategoria/cajas-familiares/producto/1231');
  await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
  await expect(page.getByText('Producto agregado a tu bolsa').first()).toBeVisible();
  await openCheckout(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Certificado' }).check();
  await expect(page.getByLabel('Correo de tu cuenta')).toHaveValue(recipient);
  await page.getByLabel('Código del certificado').fill(code);
  await page.getByRole('button', { name: 'Verificar saldo' }).click();
  await expect(page.getByText('Saldo disponible: $10.00. Quedan $2.99 por pagar.')).toBeVisible();
  await page
    .getByRole('group', { name: '¿Cómo pagarás el resto?' })
    .getByRole('radio', { name: 'Efectivo' })
    .check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('Número de pedido:')).toBeVisible();

  // the gift card's new balance
  await page.goto('/profile/certificates');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('$0.00');
});
