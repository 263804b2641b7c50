import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHOD_READY,
  paymentMethodCode,
  paymentMethodDefault,
  paymentMethodOfCode,
  paymentMethodsAvailable,
  type PaymentMethod,
} from './checkout-state';

describe('payment methods (§4.3)', () => {
  it('codes cash E, card T, certificate C', () => {
    const methods: PaymentMethod[] = ['cash', 'card', 'certificate'];
    expect(methods.map(paymentMethodCode)).toEqual(['E', 'T', 'C']);
    expect(methods.map(paymentMethodCode).map(paymentMethodOfCode)).toEqual(methods);
  });

  it('offers card always, cash and certificate per the menu parameters', () => {
    const offered = (cashEnabled: boolean, certificatesEnabled: boolean) =>
      paymentMethodsAvailable({ cashEnabled, certificatesEnabled });
    expect(offered(true, true)).toEqual(['cash', 'card', 'certificate']);
    expect(offered(true, false)).toEqual(['cash', 'card']);
    expect(offered(false, true)).toEqual(['card', 'certificate']);
    expect(offered(false, false)).toEqual(['card']);
  });

  it('has every method ready: the switches alone decide', () => {
    expect(PAYMENT_METHOD_READY).toEqual({ cash: true, card: true, certificate: true });
  });

  it('preselects cash when offered, else the first method', () => {
    expect(paymentMethodDefault(['cash', 'card'])).toBe('cash');
    expect(paymentMethodDefault(['card', 'certificate'])).toBe('card');
    expect(paymentMethodDefault([])).toBe('card');
  });
});
