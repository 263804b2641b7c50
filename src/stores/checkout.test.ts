// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutFormData } from '../domain/checkout/checkout-form';
import type { Cents } from '../domain/money';
import type * as CheckoutModule from './checkout';
import { orderIdOf } from '../domain/order/order-id';

async function freshCheckout(): Promise<typeof CheckoutModule> {
  vi.resetModules();
  return import('./checkout');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const form: CheckoutFormData = {
  username: 'Ana',
  userlastname: 'López',
  usermail: 'ana@example.com',
  userphone: '7123-4567',
  userexplain: 'Sin cebolla',
  billing: true,
  invoicename: 'Ana López',
  invoiceid: '01234567-8',
  invoicemail: 'facturas@example.com',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkout store (§3.6, §4.3)', () => {
  it('starts at init (-1) with cash and an empty form, and opens on the data step', async () => {
    const s = await freshCheckout();
    expect(s.checkoutStore.stepNumber).toBe(-1);
    expect(s.checkoutStore.paymentMethod).toBe('cash');
    expect(s.checkoutStore.form.username).toBe('');
    s.checkoutStart();
    expect(s.checkoutStore.stepNumber).toBe(0);
    s.checkoutStore.stepNumber = 1;
    s.checkoutStart();
    expect(s.checkoutStore.stepNumber).toBe(1);
  });

  it('keeps step, form and method in sessionStorage for this tab', async () => {
    const first = await freshCheckout();
    first.checkoutStart();
    first.checkoutFormSubmit(form);
    first.checkoutPaymentMethodSet('card');
    await flush();
    const again = await freshCheckout();
    expect(again.checkoutStore.stepNumber).toBe(1);
    expect(again.checkoutStore.paymentMethod).toBe('card');
    expect(again.checkoutStore.form).toEqual(form);
    expect(again.checkoutStore.wantInvoice).toBe(true);
  });

  it('remembers only the contact on the device: a new session gets it prefilled', async () => {
    const first = await freshCheckout();
    first.checkoutFormSubmit(form);
    await flush();
    expect(JSON.parse(localStorage.getItem(first.CHECKOUT_CONTACT_KEY) ?? 'null')).toEqual({
      username: 'Ana',
      userlastname: 'López',
      usermail: 'ana@example.com',
      userphone: '7123-4567',
    });
    sessionStorage.clear();
    const next = await freshCheckout();
    expect(next.checkoutStore.stepNumber).toBe(-1);
    expect(next.checkoutStore.form).toMatchObject({
      username: 'Ana',
      userphone: '7123-4567',
      userexplain: '',
      billing: false,
      invoiceid: '',
    });
  });

  it("forgets a guest's remembered contact at login or logout, keeping what was typed otherwise", async () => {
    const first = await freshCheckout();
    first.checkoutFormSubmit(form);
    sessionStorage.clear();
    const s = await freshCheckout();
    s.checkoutFormDraft({ ...s.checkoutStore.form, userlastname: 'López Díaz' });
    s.checkoutContactForget();
    expect(localStorage.getItem(s.CHECKOUT_CONTACT_KEY)).toBeNull();
    expect(s.checkoutStore.form).toMatchObject({
      username: '',
      userlastname: 'López Díaz',
      usermail: '',
      userphone: '',
    });
  });

  it("a logged-in customer's data is not remembered as a guest's contact", async () => {
    const session = await import('../api/session');
    session.sessionSetTokens('access', 'refresh');
    try {
      const s = await freshCheckout();
      s.checkoutFormSubmit(form);
      expect(localStorage.getItem(s.CHECKOUT_CONTACT_KEY)).toBeNull();
    } finally {
      session.sessionClearTokens();
    }
  });

  it('a draft keeps what is typed without moving on or remembering it on the device', async () => {
    const s = await freshCheckout();
    s.checkoutStart();
    s.checkoutFormDraft({ ...form, billing: false });
    expect(s.checkoutStore.stepNumber).toBe(0);
    expect(s.checkoutStore.wantInvoice).toBe(false);
    expect(localStorage.getItem(s.CHECKOUT_CONTACT_KEY)).toBeNull();
  });

  it('reuses the idempotency key for the same body and makes a new one when it changes', async () => {
    const s = await freshCheckout();
    let n = 0;
    const newKey = () => `key-${++n}`;
    expect(s.checkoutAttemptKey('body-a', newKey)).toBe('key-1');
    expect(s.checkoutAttemptKey('body-a', newKey)).toBe('key-1');
    expect(s.checkoutAttemptKey('body-b', newKey)).toBe('key-2');
    expect(s.checkoutAttemptKey('body-a', newKey)).toBe('key-3');
    await flush();
    // a reload of the tab sends the same body with the same key
    const again = await freshCheckout();
    expect(again.checkoutAttemptKey('body-a', newKey)).toBe('key-3');
  });

  it('makes uuid v4 keys by default', async () => {
    const s = await freshCheckout();
    expect(s.checkoutAttemptKey('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('card: the saved order waits on the provider page; back returns to the form step', async () => {
    const s = await freshCheckout();
    s.checkoutFormSubmit(form);
    s.checkoutCardStart({ id: orderIdOf(41), hash: 'a'.repeat(32) });
    expect([s.checkoutStore.stepNumber, s.checkoutStore.paying]).toEqual([1, true]);
    expect(s.checkoutBack()).toBe(true);
    expect([s.checkoutStore.stepNumber, s.checkoutStore.paying]).toEqual([0, false]);
    expect(s.checkoutBack()).toBe(false);
    s.checkoutFormSubmit(form);
    s.checkoutCardStart({ id: orderIdOf(41), hash: 'a'.repeat(32) });
    s.checkoutCardStop();
    expect([s.checkoutStore.stepNumber, s.checkoutStore.paying]).toEqual([1, false]);
    expect(s.checkoutStore.orderId).toBe(41);
  });

  it('done and queued end on step 2, dropping the attempt', async () => {
    const s = await freshCheckout();
    s.checkoutFormSubmit(form);
    s.checkoutAttemptKey('body', () => 'k');
    s.checkoutDone({ id: orderIdOf(7), hash: 'b'.repeat(32) }, true);
    expect(s.checkoutStore).toMatchObject({
      stepNumber: 2,
      orderId: 7,
      showPaymentSuccess: true,
      queuedKey: null,
      attempt: null,
    });
    s.checkoutReset();
    s.checkoutFormSubmit(form);
    s.checkoutAttemptKey('body', () => 'k');
    s.checkoutQueued('k');
    expect(s.checkoutStore).toMatchObject({
      stepNumber: 2,
      orderId: null,
      queuedKey: 'k',
      attempt: null,
    });
  });

  it('reset starts over but keeps the remembered contact', async () => {
    const s = await freshCheckout();
    s.checkoutFormSubmit(form);
    s.checkoutPaymentMethodSet('card');
    s.checkoutDone({ id: orderIdOf(7), hash: 'b'.repeat(32) }, false);
    s.checkoutReset();
    expect(s.checkoutStore).toMatchObject({
      stepNumber: -1,
      paymentMethod: 'cash',
      orderId: null,
      hash: null,
      wantInvoice: false,
    });
    expect(s.checkoutStore.form.username).toBe('Ana');
    expect(s.checkoutStore.form.userexplain).toBe('');
  });

  it('keeps the cash amount and the recap of the confirmed order for this tab; reset drops them', async () => {
    const first = await freshCheckout();
    first.checkoutCashAmountSet('20');
    const recap = {
      lines: [{ name: 'Papas regulares', count: 3, price: 447 as Cents }],
      total: 447 as Cents,
      kind: 'shop' as const,
      place: 'Plaza Mundo Soyapango',
      detail: 'Retirar en tienda Parqueo',
      payment: 'cash' as const,
      cashAmount: 2000 as Cents,
    };
    first.checkoutRecapSet(recap);
    first.checkoutDone({ id: orderIdOf(7), hash: 'b'.repeat(32) }, false);
    await flush();
    const again = await freshCheckout();
    expect(again.checkoutStore.cashAmount).toBe('20');
    expect(again.checkoutStore.recap).toEqual(recap);
    again.checkoutReset();
    expect([again.checkoutStore.cashAmount, again.checkoutStore.recap]).toEqual(['', null]);
  });

  it('reads damaged storage field by field', async () => {
    sessionStorage.setItem(
      'checkout.state',
      JSON.stringify({
        stepNumber: 5,
        paymentMethod: 'bitcoin',
        paying: true,
        orderId: -3,
        form: { username: 'Luis', billing: 'sí', usermail: 42 },
        attempt: { key: 1 },
        cashAmount: 20,
        recap: { lines: 'x' },
      }),
    );
    const s = await freshCheckout();
    expect(s.checkoutStore).toMatchObject({
      stepNumber: -1,
      paymentMethod: 'cash',
      paying: false,
      orderId: null,
      attempt: null,
      cashAmount: '',
      recap: null,
    });
    expect(s.checkoutStore.form).toMatchObject({ username: 'Luis', usermail: '', billing: false });
    sessionStorage.setItem('checkout.state', '{no es json');
    expect((await freshCheckout()).checkoutStore.stepNumber).toBe(-1);
  });
});
