// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../domain/cart/cart-view';
import type { Cents } from '../../domain/money';
import { CartTotals } from './cart-totals';

afterEach(cleanup);

const view = (total: number) =>
  ({ subtotal: total as Cents, discount: 0 as Cents, total: total as Cents }) as CartView;

describe('CartTotals (WCAG 4.1.3)', () => {
  it('announces the new total politely, label and amount together', () => {
    const { rerender } = render(<CartTotals view={view(448)} currency="$" />);
    const total = screen.getByText('Total').parentElement!;
    expect(total.getAttribute('aria-live')).toBe('polite');
    expect(total.getAttribute('aria-atomic')).toBe('true');
    rerender(<CartTotals view={view(896)} currency="$" />);
    expect(total.textContent).toBe('Total$8.96');
    // only the total speaks: the subtotal row is not a live region
    expect(screen.getByText('Subtotal').parentElement!.hasAttribute('aria-live')).toBe(false);
  });
});
