// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverySetKind, deliveryStore } from '../../stores/delivery';
import { ServiceSwitch } from './service-switch';

beforeEach(() => deliverySetKind('home'));
afterEach(cleanup);

describe('ServiceSwitch (§2.4, §4.2)', () => {
  it('offers pickup once delivery is chosen, and switches with one tap', () => {
    render(<ServiceSwitch kind="home" />);
    const group = screen.getByRole('group', { name: 'Tipo de entrega' });
    expect(group.textContent).toContain('¿Prefieres retirarlo tú?');
    fireEvent.click(screen.getByRole('button', { name: 'Retirar en tienda' }));
    expect(deliveryStore.kind).toBe('shop');
  });

  it('offers delivery once pickup is chosen', () => {
    deliverySetKind('shop');
    render(<ServiceSwitch kind="shop" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delivery' }));
    expect(deliveryStore.kind).toBe('home');
  });
});
