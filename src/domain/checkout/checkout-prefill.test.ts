import { describe, expect, it } from 'vitest';
import { certificateContactFromAccount, checkoutFormFromAccount } from './checkout-prefill';
import { CHECKOUT_FORM_EMPTY } from './checkout-form';

const account = {
  nombres: 'Ana ',
  apellidos: 'Pérez',
  email: 'ana@example.com',
  telefono: '71234567',
};

describe('checkoutFormFromAccount (§4.2)', () => {
  it('fills the empty fields from the account, the phone masked', () => {
    expect(checkoutFormFromAccount(CHECKOUT_FORM_EMPTY, account)).toMatchObject({
      username: 'Ana',
      userlastname: 'Pérez',
      usermail: 'ana@example.com',
      userphone: '7123-4567',
      userexplain: '',
    });
  });

  it('keeps what the customer typed', () => {
    const typed = { ...CHECKOUT_FORM_EMPTY, username: 'Anita', userexplain: 'Sin hielo' };
    expect(checkoutFormFromAccount(typed, account)).toMatchObject({
      username: 'Anita',
      userlastname: 'Pérez',
      userexplain: 'Sin hielo',
    });
  });
});

describe('certificateContactFromAccount (§3.7)', () => {
  it("fills the gift card buyer's empty fields from the account and keeps what was typed", () => {
    const typed = { firstNames: '', lastNames: 'Ruiz', email: '', phone: '', invoice: true };
    expect(certificateContactFromAccount(typed, account)).toEqual({
      firstNames: 'Ana',
      lastNames: 'Ruiz',
      email: 'ana@example.com',
      phone: '7123-4567',
      invoice: true,
    });
  });
});
