import { expect, test } from '@playwright/test';
import { addFries, choosePickup, openCheckout, sendPersonalData } from './journey-fixture';

// Issue 12, defect 4: the demo chain has ENABLED_CER 'S', yet certificate payment is not real
// (nothing is checked or charged), so the payment step must not offer 'Certificado'.

test('the payment step offers cash and card, not Certificado', async ({ page }) => {
  await choosePickup(page);
  await addFries(page, 1);
  await openCheckout(page);
  await sendPersonalData(page);
  const methods = page.getByRole('group', { name: 'Método de pago' });
  await expect(methods.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeVisible();
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(methods.getByText('Certificado')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Certificado' })).toHaveCount(0);
});
