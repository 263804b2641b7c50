/** The checkout page in a router with the server's answers faked at the transport (tests only). */
import { QueryClient } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import type { OrderSaveBody } from '../../protocol/order-body';
import type { MenuData } from '../../domain/menu-data';
import { shopIdOf } from '../../domain/shops/shop-id';
import { cartStoreAdd, cartStoreClear, cartStoreHydrate } from '../../stores/cart';
import { checkoutFormDraft, checkoutReset } from '../../stores/checkout';
import { deliveryChooseShop, deliverySetFuture } from '../../stores/delivery';
import { orderCurrentClear, ordersStore } from '../../stores/orders';
import { sessionClearTokens, sessionSetCkKey, sessionSetGuestToken } from '../../api/session';
import { uiReset } from '../../stores/ui';
import { CK_KEY, jsonAnswer, type SentRequest } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';
import { CheckoutPage } from './checkout-page';
import { renderRouter } from '../../test/app-render';

/** The menu the tests order from. */
export const checkoutMenu: MenuData = getDataResponseSchema.parse(menuSample);

/** A tracker hash as the server makes them. */
export const TRACKER = '0123456789abcdef0123456789abcdef';

/** Personal data that passes every §5.2 check. */
export const validForm: CheckoutFormData = {
  username: 'Ana',
  userlastname: 'López',
  usermail: 'ana@example.com',
  userphone: '7123-4567',
  userexplain: 'Sin cebolla',
  billing: false,
  invoicename: '',
  invoiceid: '',
  invoicemail: '',
};

/** The call a sent request was for ('data/saveOrderPendiente'). */
export const callOf = (req: SentRequest) => req.url.replace(/^.*\/api\//, '');

/** The decrypted body of a data/saveOrderPendiente request. */
export function sentOrder(req: SentRequest): OrderSaveBody {
  const cipher = new URLSearchParams(String(req.body)).get('data') ?? '';
  const text = AES.decrypt(cipher, Utf8.parse(CK_KEY), { mode: ECB, padding: Pkcs7 }).toString(
    Utf8,
  );
  return JSON.parse(text) as OrderSaveBody;
}

/** A data/saveOrderPendiente '00' for order `id`. */
export const savedAnswer = (id: number, pago = 'no aplica') =>
  jsonAnswer({
    codigoRetorno: '00',
    mensajeRetorno: 'Orden guardada',
    ORDERID: id,
    TRACKER,
    pago,
    lstBloqueados: [],
  });

/** A fresh guest session with a cart of three burgers ($10.50) for pickup at shop 7. */
export async function checkoutSetUp(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  uiReset();
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('guest-1');
  sessionSetCkKey(CK_KEY);
  await cartStoreHydrate();
  cartStoreClear();
  deliverySetFuture(null);
  deliveryChooseShop({ shopId: shopIdOf(7), shopName: 'Plaza Mundo', pickupOption: 'PARQUEO' });
  checkoutReset();
  checkoutFormDraft(validForm);
  ordersStore.anonymous = [];
  orderCurrentClear();
  const burger = checkoutMenu.products.find((p) => p.id === 101);
  if (!burger) throw new Error('menu sample without product 101');
  cartStoreAdd(burger, 3);
}

/**
 * Renders /checkout with the menu and server time known; `browser` uses the window's history
 * (at its current path) so the browser's back button can be pressed.
 */
export function renderCheckout(options: { browser?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(['menu'], checkoutMenu);
  queryClient.setQueryData(['server-time'], {
    fecha: '2026-11-23T12:00:00-06:00',
    epochMs: Date.now(),
    offsetMs: 0,
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const page = (name: string) => () => <p>Página {name}</p>;
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/checkout', component: CheckoutPage }),
    ...['/', '/cart', '/delivery', '/orders', '/tracking/$id', '/signup-account', '/login'].map(
      (path) => createRoute({ getParentRoute: () => rootRoute, path, component: page(path) }),
    ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: options.browser
      ? createBrowserHistory()
      : createMemoryHistory({ initialEntries: ['/checkout'] }),
  });
  renderRouter(router, queryClient);
  return { router, queryClient };
}

/** The heading of the step on show. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
