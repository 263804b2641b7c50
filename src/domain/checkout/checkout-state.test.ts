import { describe, expect, it } from 'vitest';
import {
  paymentMethodCode,
  paymentMethodDefault,
  paymentMethodsAvailable,
  type PaymentMethod,
} from './checkout-state';

describe('payment methods (§4.3)', () => {
  it('codes cash E, card T, certificate C', () => {
    const methods: PaymentMethod[] = ['cash', 'card', 'certificate'];
    expect(methods.map(paymentMethodCode)).toEqual(['E', 'T', 'C']);
  });

  it('offers card always, cash and certificates per the menu parameters', () => {
    const offered = (cashEnabled: boolean, certificatesEnabled: boolean) =>
      paymentMethodsAvailable({ cashEnabled, certificatesEnabled });
    expect(offered(true, true)).toEqual(['cash', 'card', 'certificate']);
    expect(offered(true, false)).toEqual(['cash', 'card']);
    expect(offered(false, true)).toEqual(['card', 'certificate']);
    expect(offered(false, false)).toEqual(['card']);
  });

  it('preselects cash when offered, else the first method', () => {
    expect(paymentMethodDefault(['cash', 'card'])).toBe('cash');
    expect(paymentMethodDefault(['card', 'certificate'])).toBe('card');
    expect(paymentMethodDefault([])).toBe('card');
  });
});
