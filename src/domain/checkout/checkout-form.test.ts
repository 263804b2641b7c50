import { describe, expect, it } from 'vitest';
import type { Cents } from '../money';
import { CASH_AMOUNT_MAX } from './cash-payment';
import { CHECKOUT_MESSAGES } from './checkout-fields';
import {
  CHECKOUT_FORM_EMPTY,
  CHECKOUT_TEXT_MAX,
  ORDER_COMMENTS_MAX,
  checkoutComments,
  checkoutFormErrors,
  type CheckoutFormData,
} from './checkout-form';

const form = (extra: Partial<CheckoutFormData> = {}): CheckoutFormData => ({
  ...CHECKOUT_FORM_EMPTY,
  username: 'Ana',
  userlastname: 'López',
  usermail: 'ana@correo.com',
  userphone: '7777-8888',
  ...extra,
});

const invoice = {
  billing: true,
  invoicename: 'Ana López',
  invoiceid: '01234567-8',
  invoicemail: 'factura@correo.com',
};

describe('checkout form errors (§3.1, §5.1, §5.2)', () => {
  it('an empty form needs the personal data, not the note nor the invoice', () => {
    const { required } = CHECKOUT_MESSAGES;
    expect(checkoutFormErrors(CHECKOUT_FORM_EMPTY)).toEqual({
      username: required,
      userlastname: required,
      usermail: required,
      userphone: required,
    });
  });

  it('a filled form has no errors and is valid', () => {
    expect(checkoutFormErrors(form())).toEqual({});
  });

  it('reports the e-mail and phone format', () => {
    const errors = checkoutFormErrors(form({ usermail: 'ana@', userphone: '1234-5678' }));
    expect(errors).toEqual({
      usermail: CHECKOUT_MESSAGES.email,
      userphone: CHECKOUT_MESSAGES.phone,
    });
  });

  it('invoice fields count only when billing is on', () => {
    const off = form({ invoiceid: 'x', invoicemail: 'y' });
    expect(checkoutFormErrors(off)).toEqual({});
    expect(checkoutFormErrors(form({ billing: true }))).toEqual({
      invoicename: CHECKOUT_MESSAGES.required,
      invoiceid: CHECKOUT_MESSAGES.required,
      invoicemail: CHECKOUT_MESSAGES.required,
    });
    expect(
      checkoutFormErrors(form({ ...invoice, invoiceid: '0614-12019', invoicemail: 'f@x' })),
    ).toEqual({
      invoiceid: CHECKOUT_MESSAGES.duiOrNit,
      invoicemail: CHECKOUT_MESSAGES.email,
    });
    expect(checkoutFormErrors(form({ ...invoice, invoiceid: '0614-120190-101-2' }))).toEqual({});
  });
});

describe('checkout comments (§3.6)', () => {
  it('is just the note, trimmed, without an invoice', () => {
    expect(checkoutComments(form({ userexplain: '  Sin cebolla ' }))).toBe('Sin cebolla');
    expect(checkoutComments(form({ ...invoice, billing: false, userexplain: 'x' }))).toBe('x');
    expect(checkoutComments(form())).toBe('');
  });

  it('joins doc, name and mail with commas, then ; and the note', () => {
    expect(checkoutComments(form({ ...invoice, userexplain: ' Sin cebolla ' }))).toBe(
      '01234567-8,Ana López,factura@correo.com;Sin cebolla',
    );
    expect(checkoutComments(form({ ...invoice, invoicename: ' Ana ' }))).toBe(
      '01234567-8,Ana,factura@correo.com;',
    );
  });

  it('opens the note with the cash amount to pay with, keeping the invoice first', () => {
    const cash = 2050 as Cents;
    expect(checkoutComments(form({ userexplain: ' Sin cebolla ' }), cash)).toBe(
      'Paga con $20.50. Sin cebolla',
    );
    expect(checkoutComments(form(), cash)).toBe('Paga con $20.50');
    expect(checkoutComments(form({ ...invoice, userexplain: 'Sin cebolla' }), cash)).toBe(
      '01234567-8,Ana López,factura@correo.com;Paga con $20.50. Sin cebolla',
    );
    expect(checkoutComments(form({ userexplain: 'x' }), null)).toBe('x');
  });

  it('at its longest still fits what the server admits', () => {
    const longest = form({
      ...invoice,
      invoiceid: '0614-120190-101-2',
      invoicename: 'n'.repeat(CHECKOUT_TEXT_MAX.invoicename),
      invoicemail: `${'m'.repeat(64)}@${'d'.repeat(CHECKOUT_TEXT_MAX.invoicemail - 69)}.com`,
      userexplain: 'x'.repeat(CHECKOUT_TEXT_MAX.userexplain),
    });
    expect(longest.invoicemail).toHaveLength(CHECKOUT_TEXT_MAX.invoicemail);
    const comments = checkoutComments(longest, CASH_AMOUNT_MAX);
    expect(comments).toContain('Paga con $9,999.99. x');
    expect(comments.length).toBeLessThanOrEqual(ORDER_COMMENTS_MAX);
  });
});
