// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutStep } from '../../domain/checkout/checkout-state';
import { CheckoutSteps } from './checkout-steps';

afterEach(cleanup);

describe('CheckoutSteps (§2.8, WCAG 1.3.1)', () => {
  it('marks the current step, and only it, with aria-current="step"', () => {
    for (const [step, label] of [
      [0, 'Datos personales'],
      [1, 'Pago'],
      [2, 'Seguimiento'],
    ] as const) {
      render(<CheckoutSteps step={step as CheckoutStep} />);
      const list = screen.getByRole('list', { name: 'Pasos del pedido' });
      const current = list.querySelectorAll('[aria-current="step"]');
      expect(current).toHaveLength(1);
      expect(current[0]!.textContent).toContain(label);
      cleanup();
    }
  });
});
