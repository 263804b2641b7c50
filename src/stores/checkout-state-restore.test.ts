import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_EMPTY } from '../domain/checkout/checkout-form';
import { checkoutStateRestore, checkoutStateStart } from './checkout-state-restore';

const INITIAL = checkoutStateStart({ ...CHECKOUT_FORM_EMPTY, username: 'Ana' });

describe('checkoutStateRestore (§3.6, a reload of the checkout)', () => {
  it('gives the initial state for anything that is not a stored object', () => {
    for (const stored of [null, 'texto', 42, [1, 2]]) {
      expect(checkoutStateRestore(stored, INITIAL)).toEqual(INITIAL);
    }
  });

  it('keeps every valid field', () => {
    const stored = {
      form: {
        ...CHECKOUT_FORM_EMPTY,
        username: 'Luis',
        usermail: 'luis@example.com',
        billing: true,
      },
      stepNumber: 1,
      paying: true,
      paymentMethod: 'card',
      cashAmount: '20.00',
      certificateEmail: 'c@example.com',
      certificateCode: 'ABC',
      partialPayment: 'T',
      orderId: 321,
      hash: 'h4sh',
      showPaymentSuccess: true,
      queuedKey: 'k-1',
      attempt: { key: 'k-1', bodyHash: 'b' },
    };
    const restored = checkoutStateRestore(stored, INITIAL);
    expect(restored).toEqual({
      ...stored,
      // the invoice follows the form's own choice
      wantInvoice: true,
      recap: null,
    });
  });

  it('falls back field by field where the stored state is damaged', () => {
    const restored = checkoutStateRestore(
      {
        form: { username: 7, userlastname: 'Pérez', billing: 'sí' },
        stepNumber: 5,
        paying: true,
        paymentMethod: 'bitcoin',
        cashAmount: 20,
        partialPayment: 'X',
        orderId: -3,
        hash: '',
        queuedKey: '',
        attempt: { key: 'k' },
      },
      INITIAL,
    );
    expect(restored.form.username).toBe('Ana');
    expect(restored.form.userlastname).toBe('Pérez');
    expect(restored.form.billing).toBe(false);
    expect(restored).toMatchObject({
      stepNumber: -1,
      // no card page without the saved order it is for
      paying: false,
      paymentMethod: 'cash',
      cashAmount: '',
      partialPayment: null,
      orderId: null,
      hash: null,
      queuedKey: null,
      attempt: null,
    });
  });
});
