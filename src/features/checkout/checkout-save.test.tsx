// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverageQueryOptions } from '../../api/geo/valida-cobertura';
import { transportSet } from '../../api/transport';
import { outboxBoot } from '../../outbox/outbox-boot';
import { cartStore } from '../../stores/cart';
import { checkoutFormSubmit, checkoutPaymentMethodSet, checkoutStore } from '../../stores/checkout';
import { deliveryChooseAddress } from '../../stores/delivery';
import { outboxList } from '../../outbox/outbox-queue';
import { ordersStore } from '../../stores/orders';
import { uiStore } from '../../stores/ui';
import { backHandlersRun } from '../../ui/back-handler';
import { coverageSample } from '../../test/coverage-builders';
import { fakeFetch, jsonAnswer, okAnswer, sent, type FakeHandler } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';
import {
  callOf,
  checkoutSetUp,
  renderCheckout,
  savedAnswer,
  sentOrder,
  stepHeading,
  TRACKER,
} from './checkout-harness.fixture';

// the outbox would go on sending queued orders through the next tests' fake server
vi.mock('../../outbox/outbox-boot', () => ({ outboxBoot: vi.fn() }));

const PRICES = 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.';
const BLOCKED =
  'Algunos productos de tu pedido no están disponibles. ¡Pero hay muchas opciones deliciosas! Ajusta tu orden y sigue disfrutando.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Answers data/saveOrderPendiente with `save` (in turn), the card token and the menu. */
function server(...save: FakeHandler[]) {
  let token = 0;
  const queue = [...save];
  fakeFetch((req) => {
    const call = callOf(req);
    if (call === 'data/saveOrderPendiente') {
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (!next) throw new Error('no answer for the save');
      return next(req);
    }
    if (call === 'checkout/getValidatorTokenDummy') {
      token += 1;
      return okAnswer({ token: `t${token}`, url: `/pasarela/dummy?token=t${token}` });
    }
    if (call === 'data/getData') return jsonAnswer(menuSample);
    throw new Error(`unexpected call ${call}`);
  });
}

const saves = () => sent.filter((req) => callOf(req) === 'data/saveOrderPendiente');
const toasts = () => uiStore.toasts.map((t) => `${t.severity}: ${t.message}`);
const confirm = () => screen.getByRole('button', { name: 'Confirmar pedido' });
/** Past the 350 ms between two saves. */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 360)));

function online(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

/** The provider page reports to the app, from this site's origin. */
function pasarela(resultado: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'pasarela', resultado },
      }),
    );
  });
}

beforeEach(async () => {
  await checkoutSetUp();
  online(true);
  checkoutFormSubmit(checkoutStore.form);
});
afterEach(() => {
  cleanup();
  transportSet(null);
  online(true);
  vi.restoreAllMocks();
});

describe('checkout step 1, saving the order (§4.3, §8.1)', () => {
  it('cash: saves once with a uuid key, remembers the order, clears the cart, shows step 2', async () => {
    const user = userEvent.setup();
    server(() => savedAnswer(41));
    renderCheckout();
    await stepHeading('Pago');
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toHaveProperty('checked', true);
    await user.click(confirm());
    expect(await stepHeading('Seguimiento')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    const body = sentOrder(saves()[0]!);
    expect(body.orden.idempotencia).toMatch(UUID);
    expect(body.data).toMatchObject({
      tienda: 7,
      detalle: 'PARQUEO',
      tipoPago: 'E',
      nombre: 'Ana López',
      telefono: '71234567',
      totalVenta: 10.5,
      comentarios: 'Sin cebolla',
    });
    expect(body.menu).toHaveLength(3);
    expect(screen.getByText('¡Tu pedido ha sido procesado con éxito!')).toBeTruthy();
    expect(
      screen.getByText('¡Me encargaré que tu pedido llegue tal como lo pediste!'),
    ).toBeTruthy();
    expect(screen.getByText('#41')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seguir mi pedido' }).getAttribute('href')).toBe(
      `/tracking/${TRACKER}`,
    );
    expect(screen.getByRole('link', { name: 'Volver al menú' }).getAttribute('href')).toBe('/');
    expect(cartStore.cart.items).toHaveLength(0);
    expect(ordersStore.anonymous.map((o) => [o.id, o.hash, o.deliveryType])).toEqual([
      [41, TRACKER, 'shop'],
    ]);
    // placed: remembered in the list; no checkout is left open for the order-check dialog
    expect(ordersStore.anonymous.map((o) => o.id)).toContain(41);
    expect(ordersStore.current).toBeNull();
  });

  it('sends the same key again for the same body, a new one when the body changes', async () => {
    const user = userEvent.setup();
    server(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Monto mínimo de compra $ 12.00' }),
    );
    renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    // a second press within 350 ms is ignored
    await user.click(confirm());
    await waitFor(() => expect(toasts()).toEqual(['warning: Monto mínimo de compra $ 12.00']));
    expect(saves()).toHaveLength(1);
    await pause();
    await user.click(confirm());
    await waitFor(() => expect(saves()).toHaveLength(2));
    await pause();
    await user.click(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' }));
    await user.click(confirm());
    await waitFor(() => expect(saves()).toHaveLength(3));
    const [first, again, changed] = saves().map((req) => sentOrder(req));
    expect(again!.orden.idempotencia).toBe(first!.orden.idempotencia);
    expect(changed!.data.tipoPago).toBe('T');
    expect(changed!.orden.idempotencia).not.toBe(first!.orden.idempotencia);
    expect(checkoutStore.stepNumber).toBe(1);
  });

  it("'01' new prices: warning toast, the menu read again, back to the cart", async () => {
    const user = userEvent.setup();
    server(() =>
      jsonAnswer({
        codigoRetorno: '01',
        mensajeRetorno: PRICES,
        cotizacion: { subtotal: 11.25, descuento: 0, total: 11.25 },
      }),
    );
    const { router } = renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(toasts()).toEqual([`warning: ${PRICES}`]);
    await waitFor(() => expect(sent.map(callOf)).toContain('data/getData'));
    expect(cartStore.cart.items).toHaveLength(3);
  });

  it("'03' blocked: the dialog lists the products and goes to the cart", async () => {
    const user = userEvent.setup();
    server(() =>
      jsonAnswer({
        codigoRetorno: '03',
        mensajeRetorno: BLOCKED,
        lstBloqueados: [{ I: 101, D: 'Hamburguesa Clásica', T: 'producto' }],
      }),
    );
    const { router } = renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    const dialog = await screen.findByRole('dialog', { name: 'No se puede realizar la compra' });
    expect(within(dialog).getByText(BLOCKED)).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('Hamburguesa Clásica');
    await user.click(within(dialog).getByRole('button', { name: 'Ir al carrito' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(cartStore.cart.items).toHaveLength(3);
  });

  it("in process ('02', HTTP 409): the 'Orden en proceso' dialog leads to the orders", async () => {
    const user = userEvent.setup();
    server(() =>
      jsonAnswer(
        { codigoRetorno: '02', mensajeRetorno: 'Tu orden ya se encuentra en proceso' },
        409,
      ),
    );
    const { router } = renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    const dialog = await screen.findByRole('dialog', { name: 'Orden en proceso' });
    expect(within(dialog).getByText('Tu orden ya se encuentra en proceso')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ver mis pedidos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('no connection: a cash order waits in the outbox and step 2 says it is pending', async () => {
    const user = userEvent.setup();
    transportSet(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    expect(
      await screen.findByText(
        'Tu pedido está pendiente de envío. Lo enviaremos en cuanto vuelvas a tener conexión.',
      ),
    ).toBeTruthy();
    const queued = await outboxList();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.state).toBe('pendiente');
    expect(queued[0]!.key).toMatch(UUID);
    expect(queued[0]!.body.data).toMatchObject({ tienda: 7, tipoPago: 'E' });
    expect(cartStore.cart.items).toHaveLength(0);
    expect(checkoutStore).toMatchObject({ stepNumber: 2, queuedKey: queued[0]!.key });
    // the queue is watched from now on: it leaves when the connection returns
    expect(outboxBoot).toHaveBeenCalled();
  });

  it('notifications granted: the order carries the subscription in fcmToken (issue 19)', async () => {
    const user = userEvent.setup();
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BEl62iUYgU', auth: 'tBHItJI5sv' },
    };
    let current: { toJSON(): unknown } | null = null;
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: () =>
          Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(current) } }),
      },
    });
    try {
      server(
        () => jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Monto mínimo de compra $ 12.00' }),
        () => savedAnswer(41),
      );
      renderCheckout();
      await stepHeading('Pago');
      // none yet: ''
      await user.click(confirm());
      await waitFor(() => expect(saves()).toHaveLength(1));
      await pause();
      // subscribed since: carried, and the order keeps its idempotency key
      current = { toJSON: () => subscription };
      await user.click(confirm());
      expect(await stepHeading('Seguimiento')).toBeTruthy();
      const [first, second] = saves().map((req) => sentOrder(req));
      expect(first!.orden.fcmToken).toBe('');
      expect(JSON.parse(second!.orden.fcmToken)).toEqual(subscription);
      expect(second!.orden.idempotencia).toBe(first!.orden.idempotencia);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('notifications granted, no connection: the queued order carries the subscription', async () => {
    const user = userEvent.setup();
    const subscription = { endpoint: 'https://web.push.apple.com/x', keys: { auth: 'a' } };
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: () =>
          Promise.resolve({
            pushManager: { getSubscription: () => Promise.resolve({ toJSON: () => subscription }) },
          }),
      },
    });
    try {
      transportSet(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderCheckout();
      await stepHeading('Pago');
      await user.click(confirm());
      await screen.findByText(
        'Tu pedido está pendiente de envío. Lo enviaremos en cuanto vuelvas a tener conexión.',
      );
      const queued = (await outboxList()).find((e) => e.key === checkoutStore.queuedKey);
      expect(JSON.parse(queued!.body.orden.fcmToken)).toEqual(subscription);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('offline: the card is shown disabled with why, and a card order is not queued', async () => {
    const user = userEvent.setup();
    const explanation =
      'El pago con tarjeta necesita conexión a internet. Elige efectivo o inténtalo cuando tengas conexión.';
    checkoutPaymentMethodSet('card');
    online(false);
    server(() => savedAnswer(1));
    renderCheckout();
    await stepHeading('Pago');
    const card = screen.getByRole('radio', { name: /Tarjeta de crédito o débito/ });
    expect(card).toHaveProperty('disabled', true);
    expect(screen.getAllByText(explanation)).toHaveLength(1);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', explanation);
    expect(saves()).toHaveLength(0);
    expect(cartStore.cart.items).toHaveLength(3);
  });

  it('home delivery without coverage any more stops before saving', async () => {
    const user = userEvent.setup();
    const coverage = coverageSample();
    deliveryChooseAddress({ coverage, address: 'Calle La Mascota 5', reference: '', tag: '' });
    server(() => savedAnswer(1));
    const { queryClient } = renderCheckout();
    queryClient.setQueryData(
      coverageQueryOptions({ latitude: coverage.latitude, longitude: coverage.longitude }).queryKey,
      null,
    );
    await stepHeading('Pago');
    await user.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La dirección seleccionada no cuenta con cobertura',
    );
    expect(saves()).toHaveLength(0);
  });

  it('home delivery still covered: saves the delivery data and remembers a home order', async () => {
    const user = userEvent.setup();
    const coverage = coverageSample();
    deliveryChooseAddress({
      coverage,
      address: 'Calle La Mascota 5',
      reference: 'Portón negro',
      tag: '',
    });
    server(() => savedAnswer(44));
    const { queryClient } = renderCheckout();
    queryClient.setQueryData(
      coverageQueryOptions({ latitude: coverage.latitude, longitude: coverage.longitude }).queryKey,
      coverage,
    );
    await stepHeading('Pago');
    expect(screen.getByText('Calle La Mascota 5')).toBeTruthy();
    await user.click(confirm());
    expect(await stepHeading('Seguimiento')).toBeTruthy();
    expect(sentOrder(saves()[0]!).data).toMatchObject({
      latitud: coverage.latitude,
      longitud: coverage.longitude,
      idtda: 4,
      detalle: 'Calle La Mascota 5',
      referencias: 'Portón negro',
    });
    expect(ordersStore.anonymous[0]?.deliveryType).toBe('home');
  });

  it('card: the provider page in an iframe; declined, retried with a new token, then paid', async () => {
    const user = userEvent.setup();
    checkoutPaymentMethodSet('card');
    server(() => savedAnswer(52, 'pendiente'));
    renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    const frame = await screen.findByTitle('Pago con tarjeta');
    // a card payment left open is what the order-check dialog looks at on the next visit
    expect(ordersStore.current).toEqual({ id: 52, hash: TRACKER });
    expect(frame.getAttribute('src')).toBe('/pasarela/dummy?token=t1');
    expect(sentOrder(saves()[0]!).data.tipoPago).toBe('T');
    expect(cartStore.cart.items).toHaveLength(3);
    pasarela('error');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tu pago fue rechazado. Intenta con otra tarjeta o elige otro método de pago.',
    );
    expect(screen.queryByTitle('Pago con tarjeta')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect((await screen.findByTitle('Pago con tarjeta')).getAttribute('src')).toBe(
      '/pasarela/dummy?token=t2',
    );
    pasarela('exito');
    expect(await stepHeading('Seguimiento')).toBeTruthy();
    expect(screen.getByText('¡Tu pedido ha sido procesado con éxito!')).toBeTruthy();
    expect(screen.getByText('#52')).toBeTruthy();
    expect(cartStore.cart.items).toHaveLength(0);
    expect(ordersStore.current).toBeNull();
    expect(saves()).toHaveLength(1);
  });

  it("card: 'invalid' warns; messages from other sites are ignored; back leaves the page", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    checkoutPaymentMethodSet('card');
    server(() => savedAnswer(53, 'pendiente'));
    renderCheckout();
    await stepHeading('Pago');
    await user.click(confirm());
    await screen.findByTitle('Pago con tarjeta');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://otro.example',
          data: { type: 'pasarela', resultado: 'exito' },
        }),
      );
    });
    expect(checkoutStore.stepNumber).toBe(1);
    pasarela('invalid');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Problemas al realizar la transacción',
    );
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cambiar método de pago' }));
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeTruthy();
    expect(checkoutStore.orderId).toBe(53);
    await pause();
    await user.click(confirm());
    await screen.findByTitle('Pago con tarjeta');
    act(() => {
      expect(backHandlersRun()).toBe(true);
    });
    expect(await stepHeading('Datos personales')).toBeTruthy();
    expect(screen.queryByTitle('Pago con tarjeta')).toBeNull();
    // the same unpaid order came back for the same body: one key, no second order
    const keys = saves().map((req) => sentOrder(req).orden.idempotencia);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
