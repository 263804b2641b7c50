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

  it('offers card always and cash per the menu parameters', () => {
    const offered = (cashEnabled: boolean, certificatesEnabled: boolean) =>
      paymentMethodsAvailable({ cashEnabled, certificatesEnabled });
    expect(offered(true, true)).toEqual(['cash', 'card']);
    expect(offered(true, false)).toEqual(['cash', 'card']);
    expect(offered(false, true)).toEqual(['card']);
    expect(offered(false, false)).toEqual(['card']);
  });

  it('never offers certificate payment while it is not ready (ENABLED_CER on or off)', () => {
    expect(PAYMENT_METHOD_READY).toEqual({ cash: true, card: true, certificate: false });
    for (const cashEnabled of [true, false]) {
      for (const certificatesEnabled of [true, false]) {
        expect(paymentMethodsAvailable({ cashEnabled, certificatesEnabled })).not.toContain(
          'certificate',
        );
      }
    }
  });

  it('preselects cash when offered, else the first method', () => {
    expect(paymentMethodDefault(['cash', 'card'])).toBe('cash');
    expect(paymentMethodDefault(['card', 'certificate'])).toBe('card');
    expect(paymentMethodDefault([])).toBe('card');
  });
});
