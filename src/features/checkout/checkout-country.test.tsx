// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import { checkoutFormSubmit, checkoutStore } from '../../stores/checkout';
import { fakeFetch, sent } from '../../test/fake-fetch';
import {
  checkoutMenu,
  checkoutSetUp,
  renderCheckout,
  stepHeading,
} from './checkout-harness.fixture';

vi.mock('../../outbox/outbox-boot', () => ({ outboxBoot: vi.fn() }));

const MESSAGE = 'Los pedidos en línea no están disponibles en este país.';

beforeEach(async () => {
  await checkoutSetUp();
  checkoutFormSubmit(checkoutStore.form);
  fakeFetch(() => {
    throw new Error('nothing is sent');
  });
});
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('the payment step of a chain outside SV (§1)', () => {
  it('says ordering is not available here and does not place the order', async () => {
    const { queryClient } = renderCheckout();
    act(() => queryClient.setQueryData(['menu'], { ...checkoutMenu, countryCode: 'GT' }));
    await stepHeading('Pago');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
    const confirm = screen.getByRole('button', { name: 'Confirmar pedido' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);
  });

  it('with the fake-cash flag the order can be confirmed', async () => {
    const { queryClient } = renderCheckout();
    const parameters = { ...checkoutMenu.parameters, fakeCash: true };
    act(() =>
      queryClient.setQueryData(['menu'], { ...checkoutMenu, countryCode: 'GT', parameters }),
    );
    await stepHeading('Pago');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
