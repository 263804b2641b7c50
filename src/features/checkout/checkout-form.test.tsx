// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStoreClear } from '../../stores/cart';
import { CHECKOUT_CONTACT_KEY, checkoutFormSubmit, checkoutStore } from '../../stores/checkout';
import { deliveryClearPlace } from '../../stores/delivery';
import { sessionSetTokens } from '../../api/session';
import { uiStore } from '../../stores/ui';
import { transportSet } from '../../api/transport';
import { checkoutSetUp, renderCheckout, stepHeading, validForm } from './checkout-harness.fixture';

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: false });

/** The error message tied to a field through aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className.includes('error'))
    .map((el) => el?.textContent ?? '');
  return texts[0] ?? null;
}

beforeEach(async () => {
  await checkoutSetUp();
  // no call may leave the form step
  transportSet(async (url) => {
    throw new Error(`unexpected call ${url}`);
  });
});
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('checkout step 0, personal data (§3.1, §5.1, §5.2)', () => {
  it('shows the steps and, for a guest, how to go on', async () => {
    renderCheckout();
    expect(await stepHeading('Datos personales')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Pasos del pedido' });
    const current = within(steps)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current.map((li) => li.textContent)).toEqual(['1Datos personales']);
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe(
      '/signup-account',
    );
    expect(screen.getByRole('link', { name: 'Ya tengo cuenta' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByText('Continuar como invitado').getAttribute('aria-current')).toBe('true');
    expect(uiStore.pageTitle).toBe('Finalizar pedido');
  });

  it('does not offer the guest choice to a logged-in customer', async () => {
    sessionSetTokens('access', 'refresh');
    renderCheckout();
    await stepHeading('Datos personales');
    expect(screen.queryByText('Continuar como invitado')).toBeNull();
  });

  it('marks every empty required field, ties the message to it and focuses the first', async () => {
    const user = userEvent.setup();
    checkoutStore.form = {
      ...validForm,
      username: '',
      userlastname: '',
      usermail: '',
      userphone: '',
    };
    renderCheckout();
    await stepHeading('Datos personales');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(field('Nombre').getAttribute('aria-invalid')).toBe('true'));
    for (const name of ['Nombre', 'Apellido', 'Correo electrónico', 'Teléfono']) {
      expect(errorOf(field(name)), name).toBe('Este campo es requerido');
    }
    expect(errorOf(field('Comentarios para tu pedido'))).toBeNull();
    expect(document.activeElement).toBe(field('Nombre'));
    expect(checkoutStore.stepNumber).toBe(0);
  });

  it('says which e-mail and phone are not valid', async () => {
    const user = userEvent.setup();
    checkoutStore.form = { ...validForm, usermail: 'ana@', userphone: '5123-4567' };
    renderCheckout();
    await stepHeading('Datos personales');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(errorOf(field('Correo electrónico'))).toBe('Ingresa un correo electrónico válido'),
    );
    expect(errorOf(field('Teléfono'))).toBe('Teléfono no válido');
    expect(errorOf(field('Nombre'))).toBeNull();
    expect(document.activeElement).toBe(field('Correo electrónico'));
  });

  it("masks the phone as '#000-0000' while it is typed", async () => {
    const user = userEvent.setup();
    checkoutStore.form = { ...validForm, userphone: '' };
    renderCheckout();
    await stepHeading('Datos personales');
    const phone = field('Teléfono');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    await user.type(phone, '7123');
    expect(phone.value).toBe('7123');
    await user.type(phone, '45678999');
    expect(phone.value).toBe('7123-4567');
  });

  it('asks for the invoice fields only when an invoice is wanted, with the DUI or NIT mask', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await stepHeading('Datos personales');
    expect(screen.queryByLabelText('DUI o NIT')).toBeNull();
    await user.click(screen.getByLabelText('¿Necesitas factura?'));
    const id = field('DUI o NIT');
    await user.type(id, '012345678');
    expect(id.value).toBe('01234567-8');
    await user.clear(id);
    await user.type(id, '06140101901011');
    expect(id.value).toBe('0614-010190-101-1');
    await user.clear(id);
    await user.type(id, '0123');
    await user.type(field('Correo para la factura'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(errorOf(field('Nombre para la factura'))).toBe('Este campo es requerido'),
    );
    expect(errorOf(field('DUI o NIT'))).toBe('Formato de DUI o NIT no válido');
    expect(errorOf(field('Correo para la factura'))).toBe('Ingresa un correo electrónico válido');
    expect(document.activeElement).toBe(field('Nombre para la factura'));
    // without an invoice the same data goes on
    await user.click(screen.getByLabelText('¿Necesitas factura?'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await stepHeading('Pago')).toBeTruthy();
  });

  it('goes on to payment with valid data and remembers the contact on the device', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await stepHeading('Datos personales');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await stepHeading('Pago');
    expect(document.activeElement).toBe(heading);
    expect(checkoutStore.stepNumber).toBe(1);
    expect(JSON.parse(localStorage.getItem(CHECKOUT_CONTACT_KEY) ?? '{}')).toMatchObject({
      username: 'Ana',
      userphone: '7123-4567',
    });
    expect(screen.getByText('Plaza Mundo')).toBeTruthy();
    expect(screen.getByText('Retirar en tienda Parqueo')).toBeTruthy();
    expect(screen.getByText('$10.50', { selector: '.order-summary__row--total dd' })).toBeTruthy();
  });

  it('sends an empty cart back to /cart and a missing place to /delivery', async () => {
    cartStoreClear();
    const first = renderCheckout();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/cart'));
    cleanup();
    await checkoutSetUp();
    deliveryClearPlace();
    const second = renderCheckout();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/delivery'));
    expect(uiStore.returnTo).toBe('/checkout');
  });

  it('back at the payment step returns to the form, from the browser too', async () => {
    checkoutFormSubmit(validForm);
    window.history.replaceState(null, '', '/cart');
    const { router } = renderCheckout({ browser: true });
    await router.navigate({ to: '/checkout' });
    await stepHeading('Pago');
    window.history.back();
    expect(await stepHeading('Datos personales')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout');
    window.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    router.history.destroy();
  });
});
