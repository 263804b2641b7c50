// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSetTokens, sessionStore } from '../../api/session';
import { transportSet } from '../../api/transport';
import { CHECKOUT_FORM_EMPTY } from '../../domain/checkout/checkout-form';
import { cartStore } from '../../stores/cart';
import { checkoutFormDraft, checkoutStore } from '../../stores/checkout';
import { signupFlowReset, signupFlowStore } from '../../stores/signup-flow';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';
import {
  callOf,
  checkoutSetUp,
  renderCheckout,
  savedAnswer,
  sentOrder,
  stepHeading,
} from './checkout-harness.fixture';

vi.mock('../../outbox/outbox-boot', () => ({ outboxBoot: vi.fn() }));

const account = {
  nombres: 'Ana',
  apellidos: 'Pérez',
  nickname: 'anita',
  email: 'ana@example.com',
  telefono: '71234567',
  genero: 'FE',
  fechaNacimiento: '1990-01-01',
  instruccionEspecial: '',
  publicidad: 'N',
};

beforeEach(async () => {
  await checkoutSetUp();
  signupFlowReset();
});
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('checkout and accounts (§4.2)', () => {
  it("'Ya tengo cuenta' goes to /login remembering to come back, the bag intact", async () => {
    transportSet(async (url) => {
      throw new Error(`unexpected call ${url}`);
    });
    const user = userEvent.setup();
    const { router } = renderCheckout();
    await stepHeading('Datos personales');
    await user.click(screen.getByRole('link', { name: 'Ya tengo cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signupFlowStore.returnTo).toBe('/checkout');
    expect(cartStore.cart.items).toHaveLength(3);
  });

  it("'Crear cuenta' goes to /signup-account remembering to come back", async () => {
    transportSet(async (url) => {
      throw new Error(`unexpected call ${url}`);
    });
    const user = userEvent.setup();
    const { router } = renderCheckout();
    await stepHeading('Datos personales');
    await user.click(screen.getByRole('link', { name: 'Crear cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup-account'));
    expect(signupFlowStore.returnTo).toBe('/checkout');
  });

  it("prefills a customer's form and saves the order with the access token", async () => {
    sessionSetTokens('acc', 'ref');
    checkoutFormDraft(CHECKOUT_FORM_EMPTY);
    fakeFetch((req) => {
      const call = callOf(req);
      if (call === 'cliente/getDataUser') return okAnswer({ data: account });
      if (call === 'data/saveOrderPendiente') return savedAnswer(77);
      if (call === 'data/getData') return jsonAnswer(menuSample);
      throw new Error(`unexpected call ${call}`);
    });
    const user = userEvent.setup();
    renderCheckout();
    await stepHeading('Datos personales');
    const name = await screen.findByLabelText<HTMLInputElement>('Nombre');
    expect(name.value).toBe('Ana');
    expect(screen.getByLabelText<HTMLInputElement>('Teléfono').value).toBe('7123-4567');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(checkoutStore.form.usermail).toBe('ana@example.com');
    await stepHeading('Pago');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await stepHeading('Seguimiento');
    const save = sent.find((req) => callOf(req) === 'data/saveOrderPendiente')!;
    expect(save.headers.get('authorization')).toBe('Bearer acc');
    expect(save.headers.get('refresh-token')).toBe('ref');
    expect(sentOrder(save).data).toMatchObject({ nombre: 'Ana Pérez', telefono: '71234567' });
  });

  it('saves once the 401 of an expired access token brought new tokens', async () => {
    sessionSetTokens('old', 'ref');
    let saves = 0;
    fakeFetch((req) => {
      const call = callOf(req);
      if (call === 'cliente/getDataUser') return okAnswer({ data: account });
      if (call === 'data/saveOrderPendiente') {
        saves += 1;
        return saves === 1
          ? jsonAnswer({}, 401, { token: 'new', 'refresh-token': 'ref2' })
          : savedAnswer(78);
      }
      if (call === 'data/getData') return jsonAnswer(menuSample);
      throw new Error(`unexpected call ${call}`);
    });
    const user = userEvent.setup();
    renderCheckout();
    await stepHeading('Datos personales');
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await stepHeading('Pago');
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await stepHeading('Seguimiento');
    const last = sent.filter((req) => callOf(req) === 'data/saveOrderPendiente').at(-1)!;
    expect(last.headers.get('authorization')).toBe('Bearer new');
    expect(sessionStore).toMatchObject({ accessToken: 'new', refreshToken: 'ref2' });
  });
});
