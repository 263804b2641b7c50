import { describe, expect, it } from 'vitest';
import {
  certificateRestMethods,
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

  it('offers cash, card and certificate per the menu parameters', () => {
    const offered = (cashEnabled: boolean, certificatesEnabled: boolean, dummyGateway = true) =>
      paymentMethodsAvailable({ cashEnabled, certificatesEnabled, dummyGateway });
    expect(offered(true, true)).toEqual(['cash', 'card', 'certificate']);
    expect(offered(true, false)).toEqual(['cash', 'card']);
    expect(offered(false, true)).toEqual(['card', 'certificate']);
    expect(offered(false, false)).toEqual(['card']);
    // card only with its gateway on (PASARELA_DUMMY '1')
    expect(offered(true, true, false)).toEqual(['cash', 'certificate']);
    expect(offered(false, false, false)).toEqual([]);
  });

  it("takes a certificate's rest in cash and by card per the same switches", () => {
    expect(certificateRestMethods({ cashEnabled: true, dummyGateway: true })).toEqual(['E', 'T']);
    expect(certificateRestMethods({ cashEnabled: false, dummyGateway: true })).toEqual(['T']);
    expect(certificateRestMethods({ cashEnabled: true, dummyGateway: false })).toEqual(['E']);
    expect(certificateRestMethods({ cashEnabled: false, dummyGateway: false })).toEqual([]);
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
