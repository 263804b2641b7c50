// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callOf } from '../../api/cliente/cliente.fixture';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { sessionClearTokens, sessionSetGuestToken, sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import type { Cart } from '../../domain/cart/cart';
import { cartAdd } from '../../domain/cart/cart-add';
import { cartEmpty } from '../../domain/cart/cart';
import { centsFromAmount } from '../../domain/money';
import type { CouponWire } from '../../protocol/coupon';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { cartStore, cartStoreClear, cartStoreHydrate, cartStoreReplace } from '../../stores/cart';
import { couponStore } from '../../stores/coupons';
import { accessTokenFor } from '../../stores/favorites.fixture';
import { uiReset, uiStore } from '../../stores/ui';
import { couponOf, couponWireOf } from '../../test/coupon.fixture';
import { couponStep } from './coupon-cart';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

// Monday 23 November 2026, 12:00 in San Salvador
const NOON = Date.UTC(2026, 10, 23, 18);
const noon: ServerTime = {
  fecha: '2026-11-23T12:00:00-06:00',
  epochMs: NOON,
  offsetMs: NOON - Date.now(),
};
const sample = getDataResponseSchema.parse(menuSample);
// a $1.00 store minimum: one burger with its coupon is an order here (§5.4 is unit-tested)
const menu = { ...sample, parameters: { ...sample.parameters, minimumOrder: centsFromAmount(1) } };
const byId = (id: number) => menu.products.find((p) => p.id === id)!;

interface Server {
  open?: CouponWire[];
  wallet?: CouponWire[];
  codes?: Record<string, CouponWire>;
}

function renderAt(path: string, server: Server = {}) {
  fakeFetch((req) => {
    const call = callOf(req);
    if (call === 'data/getCupones')
      return okAnswer({ data: { data: { cupones: server.open ?? [] } } });
    if (call === 'cliente/checkCuponera') {
      return okAnswer({ data: { data: { cupones: server.wallet ?? [] } } });
    }
    if (call === 'data/checkPromocionCheckout') {
      const code = String((req.body as FormData).get('cupon'));
      const found = server.codes?.[code];
      return found
        ? okAnswer({ data: [found] })
        : jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Código promocional no valido' });
    }
    return okAnswer({ data: [] });
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(['menu'], menu);
  queryClient.setQueryData(['server-time'], noon);
  const router = renderAppAt(path, queryClient);
  return router;
}

const logIn = () => sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
const coupons = () => (cartStore.cart as Cart).items.filter((item) => item.isCoupon);
const rows = () => (cartStore.cart as Cart).items.map((item) => [item.menuId, item.price]);
const cartWith = (...ids: number[]) =>
  ids.reduce((cart, id) => cartAdd(cart, byId(id), 1), cartEmpty());

beforeEach(async () => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  localStorage.clear();
  sessionClearTokens();
  sessionSetGuestToken('g1');
  await cartStoreHydrate();
  cartStoreClear();
});
afterEach(() => {
  cleanup();
  transportSet(null);
  sessionClearTokens();
  uiReset();
  couponStore.byCode = [];
  couponStore.selected = null;
});

describe('/coupons for a visitor (§2.9, §6)', () => {
  it('lists the open coupons and asks to log in to redeem one', async () => {
    renderAt('/coupons', { open: [couponWireOf()] });
    const title = await screen.findByRole('heading', { level: 1, name: 'Cupones' });
    const page = title.closest('section')!;
    const tabs = within(page).getByRole('navigation', { name: 'Cupones y Gift Cards' });
    expect(within(tabs).getByRole('link', { name: 'Gift Cards' }).getAttribute('href')).toBe(
      '/certificates',
    );
    const card = await within(page).findByRole('button', { name: /20% en tu hamburguesa/ });
    expect(card.textContent).toContain('Cupón App');
    expect(card.textContent).toContain('20% de descuento');
    expect(card.textContent).toContain('Válido hasta el jueves 31 de diciembre de 2026');
    expect(sent.map(callOf)).toContain('data/getCupones');
    expect(sent.map(callOf)).not.toContain('cliente/checkCuponera');
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: '20% en tu hamburguesa' });
    const login = within(dialog).getByRole('link', { name: 'Inicia sesión para canjear' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(within(dialog).queryByRole('button', { name: 'Aplicar cupón' })).toBeNull();
  });

  it('reveals a code coupon with the e-mail, which a visitor may apply', async () => {
    cartStoreReplace(cartWith(101, 102));
    const code = couponWireOf({ IDPRO: 77, NOMBRE: 'Bienvenido', NUC: 'bienvenido10' });
    renderAt('/coupons', { codes: { bienvenido10: code } });
    fireEvent.change(await screen.findByLabelText('Código promocional'), {
      target: { value: ' BIENVENIDO10 ' },
    });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenido' });
    const checked = sent.find((req) => callOf(req) === 'data/checkPromocionCheckout')!;
    expect((checked.body as FormData).get('cupon')).toBe('bienvenido10');
    expect((checked.body as FormData).get('correo')).toBe('ana@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() => expect(coupons()).toHaveLength(1));
    expect(coupons()[0]).toMatchObject({ couponId: 77, couponCode: 'bienvenido10', price: -70 });
  });

  it('shows the server’s refusal of an unknown code', async () => {
    renderAt('/coupons');
    fireEvent.change(await screen.findByLabelText('Código promocional'), {
      target: { value: 'nada' },
    });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(toasts()).toEqual([['warning', 'Código promocional no valido']]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('applying a coupon (§4.8)', () => {
  it('applies a percent coupon to the cheapest of its products in the bag and goes to /cart', async () => {
    logIn();
    cartStoreReplace(cartWith(102, 101));
    const router = renderAt('/coupons', { wallet: [couponWireOf()] });
    fireEvent.click(await screen.findByRole('button', { name: /20% en tu hamburguesa/ }));
    const dialog = await screen.findByRole('dialog', { name: '20% en tu hamburguesa' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(rows()).toEqual([
      [102, 475],
      [101, 350],
      [41, -70],
    ]);
    expect(toasts()).toContainEqual(['success', 'Cupón aplicado a tu bolsa']);
    expect(sent.map(callOf)).toContain('cliente/checkCuponera');
    const discount = (await screen.findByText('Descuento')).closest('div')!;
    expect(within(discount).getByText('-$0.70')).toBeTruthy();
  });

  it('refuses a coupon outside its hours with its message', async () => {
    logIn();
    cartStoreReplace(cartWith(102, 101));
    const morning = couponWireOf({ HORA_DESDE: '07:00', HORA_HASTA: '10:30' });
    renderAt('/coupons', { wallet: [morning] });
    fireEvent.click(await screen.findByRole('button', { name: /20% en tu hamburguesa/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['warning', 'Cupon no es valido en este horario']),
    );
    expect(coupons()).toEqual([]);
  });

  it('without its products in the bag, leads to them and adds the chosen one with the coupon', async () => {
    logIn();
    const router = renderAt('/coupons', { wallet: [couponWireOf()] });
    fireEvent.click(await screen.findByRole('button', { name: /20% en tu hamburguesa/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons/coupon/41'));
    expect(
      await screen.findByRole('heading', {
        name: 'Puedes aplicar este cupon al agregar uno de los siguientes productos a tu bolsa',
      }),
    ).toBeTruthy();
    const doble = screen.getByRole('link', { name: /Hamburguesa Doble/ });
    expect(screen.getByRole('link', { name: /Hamburguesa Clásica/ })).toBeTruthy();
    fireEvent.click(doble);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coupons/coupon/41/confProduct/102'),
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(crumbs.textContent).toBe('Cupones' + 'Cupón App' + 'Hamburguesa Doble');
    expect(screen.getByLabelText('Precio normal $4.75').tagName).toBe('S');
    expect(screen.getByLabelText('Precio con cupón $3.80')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a mi bolsa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(rows()).toEqual([
      [102, 475],
      [41, -95],
    ]);
  });

  it('asks to confirm changing the coupon’s product, then replaces it', async () => {
    logIn();
    const router = renderAt('/coupons/coupon/41', { wallet: [couponWireOf()] });
    fireEvent.click(await screen.findByRole('link', { name: /Hamburguesa Doble/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a mi bolsa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await act(() => router.navigate({ to: '/coupons/coupon/41' }));
    fireEvent.click(await screen.findByRole('link', { name: /Hamburguesa Clásica/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a mi bolsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar edición de cupón' });
    expect(dialog.textContent).toContain(
      'Se perdera cualquier configuración con el producto seleccionado previamente.',
    );
    expect(rows()).toEqual([
      [102, 475],
      [41, -95],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(rows()).toEqual([
      [101, 350],
      [41, -70],
    ]);
  });
});

describe('the bag’s coupon line revalidated (§4.5 / §5.4)', () => {
  const applied = () => {
    const cart = cartWith(102, 101);
    const step = couponStep(cart, couponOf(), {
      storeMinimum: menu.parameters.minimumOrder,
      serverNow: NOON,
      currency: '$',
    });
    if (step.kind !== 'applied') throw new Error(step.kind);
    return step.cart;
  };

  it('keeps a line the coupon still gives', async () => {
    logIn();
    cartStoreReplace(applied());
    renderAt('/cart', { wallet: [couponWireOf()] });
    const discount = (await screen.findByText('Descuento')).closest('div')!;
    expect(within(discount).getByText('-$0.70')).toBeTruthy();
    await waitFor(() => expect(sent.map(callOf)).toContain('cliente/checkCuponera'));
    expect(coupons()).toHaveLength(1);
  });

  it('drops a coupon that is no longer valid now, with its message', async () => {
    logIn();
    cartStoreReplace(applied());
    const evening = couponWireOf({ HORA_DESDE: '17:00', HORA_HASTA: '20:00' });
    renderAt('/cart', { wallet: [evening] });
    await waitFor(() => expect(coupons()).toEqual([]));
    expect(rows()).toEqual([
      [102, 475],
      [101, 350],
    ]);
    expect(toasts()).toContainEqual(['warning', 'Cupon no es valido en este horario']);
  });
});

describe('coupon routes (§2.9 redirects)', () => {
  it('sends a coupon in neither list to /', async () => {
    const router = renderAt('/coupons/coupon/999', { open: [couponWireOf()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the configure page back to the coupon without the coupon in state', async () => {
    const router = renderAt('/coupons/coupon/41/confProduct/101', { open: [couponWireOf()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons/coupon/41'));
  });

  it('asks a visitor to log in from the configure page', async () => {
    const router = renderAt('/coupons/coupon/41', { open: [couponWireOf()] });
    fireEvent.click(await screen.findByRole('link', { name: /Hamburguesa Clásica/ }));
    const button = await screen.findByRole('button', { name: 'Inicia sesión para canjear' });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(coupons()).toEqual([]);
  });
});
