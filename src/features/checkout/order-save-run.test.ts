import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptionToken } from '../../api/push/push-subscription';
import { cartEmpty, type Cart } from '../../domain/cart/cart';
import { cartAdd } from '../../domain/cart/cart-add';
import { CHECKOUT_FORM_EMPTY } from '../../domain/checkout/checkout-form';
import { DELIVERY_EMPTY, deliveryModeChooseShop } from '../../domain/delivery/delivery-mode';
import { orderBodyHash } from '../../domain/order/order-attempt';
import { futureOrderAtFrom } from '../../domain/schedule/future-order-moment';
import { shopIdOf } from '../../domain/shops/shop-id';
import { orderPayloadBuild } from '../../protocol/order-body';
import { orderLinesEncode } from '../../protocol/order-lines-encode';
import { checkoutStore } from '../../stores/checkout';
import { cartProduct } from '../../test/cart-builders';
import type * as OrderSaveBodyModule from './order-save-body';
import { orderContentOf, orderIdentityHash, orderSaveBodyBuild } from './order-save-body';
import { orderSaveRun, type OrderSaveInput } from './order-save-run';

vi.mock('./order-save-body', async (importOriginal) => {
  const actual = await importOriginal<typeof OrderSaveBodyModule>();
  return {
    ...actual,
    orderContentOf: vi.fn(actual.orderContentOf),
    orderIdentityHash: vi.fn(actual.orderIdentityHash),
    orderSaveBodyBuild: vi.fn(actual.orderSaveBodyBuild),
  };
});
vi.mock('../../api/push/push-subscription', () => ({ pushSubscriptionToken: vi.fn() }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUBSCRIPTION = JSON.stringify({ endpoint: 'https://push.example.com/x', keys: {} });
const build = vi.mocked(orderSaveBodyBuild);
const identity = vi.mocked(orderIdentityHash);
const content = vi.mocked(orderContentOf);

/** 5.00 combo + 2 × 1.50 soda */
function cart(): Cart {
  return cartAdd(cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 1), cartProduct(1501), 2);
}

/** A cash pickup order, offline: the run ends with the body it would have sent. */
const input = (extra: Partial<OrderSaveInput> = {}): OrderSaveInput => ({
  queryClient: new QueryClient(),
  cart: cart(),
  delivery: deliveryModeChooseShop(DELIVERY_EMPTY, {
    shopId: shopIdOf(7),
    shopName: 'Plaza Mundo Soyapango',
    pickupOption: 'PARQUEO',
  }),
  form: {
    ...CHECKOUT_FORM_EMPTY,
    username: 'Ana',
    userlastname: 'López',
    usermail: 'ana@correo.com',
    userphone: '7777-8888',
  },
  payment: 'cash',
  cashAmount: null,
  now: futureOrderAtFrom('2026-11-23', '12:00'),
  futureLeadMinutes: 45,
  online: false,
  country: { code: 'SV', fakeCash: false },
  ...extra,
});

/** The body a run ended with (offline, it waits for the outbox). */
async function sentBody(order: OrderSaveInput) {
  const run = await orderSaveRun(order);
  if (run.kind !== 'unreachable') throw new Error(`unexpected run ${run.kind}`);
  return run.body;
}

beforeEach(() => {
  checkoutStore.attempt = null;
  build.mockClear();
  identity.mockClear();
  content.mockClear();
  vi.mocked(pushSubscriptionToken).mockResolvedValue('');
});

describe('orderSaveRun, the order body and its idempotency key (§4.3)', () => {
  it('decides the key first, then writes the body once with it', async () => {
    const body = await sentBody(input());
    // the order's data and lines are written once: the key's hash and the body share them
    expect(content).toHaveBeenCalledTimes(1);
    const written = content.mock.results[0]?.value;
    expect(identity).toHaveBeenCalledWith(written);
    expect(build.mock.calls[0]?.[0]).toBe(written);
    expect(body.data).toBe(written.data);
    expect(identity).toHaveBeenCalledTimes(1);
    expect(build).toHaveBeenCalledTimes(1);
    expect(identity.mock.invocationCallOrder[0]).toBeLessThan(build.mock.invocationCallOrder[0]!);
    // what the builder returned is what is sent, not a copy patched afterwards
    expect(build.mock.results[0]?.value).toBe(body);
    expect(body.orden.idempotencia).toMatch(UUID);
    expect(checkoutStore.attempt?.key).toBe(body.orden.idempotencia);
  });

  it('keeps the body and the hash its key is kept by exactly as the protocol writes them', async () => {
    const order = input();
    vi.mocked(pushSubscriptionToken).mockResolvedValue(SUBSCRIPTION);
    const body = await sentBody(order);
    const key = body.orden.idempotencia;
    const lines = orderLinesEncode(order.cart);
    const keyless = orderPayloadBuild({ ...order, idempotencyKey: '', lines });
    // the attempt is kept by the hash of the body with no key and no subscription
    expect(checkoutStore.attempt).toEqual({ key, bodyHash: orderBodyHash(keyless) });
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        ...keyless,
        orden: { idord: 0, fcmToken: SUBSCRIPTION, idempotencia: key },
      }),
    );
  });

  it('a retry of the same order reuses the key; a changed order gets a new one', async () => {
    const first = await sentBody(input());
    // a minute later, with a push subscription named since: still the same order
    vi.mocked(pushSubscriptionToken).mockResolvedValue(SUBSCRIPTION);
    const again = await sentBody(input({ now: futureOrderAtFrom('2026-11-23', '12:01') }));
    expect(again.orden.idempotencia).toBe(first.orden.idempotencia);
    expect(again.orden.fcmToken).toBe(SUBSCRIPTION);
    const changed = await sentBody(input({ payment: 'card' }));
    expect(changed.data.tipoPago).toBe('T');
    expect(changed.orden.idempotencia).toMatch(UUID);
    expect(changed.orden.idempotencia).not.toBe(first.orden.idempotencia);
    // each run wrote its body once, with the key it sent
    expect(build).toHaveBeenCalledTimes(3);
    expect(build.mock.calls.map(([, attempt]) => attempt.key)).toEqual(
      [first, again, changed].map((body) => body.orden.idempotencia),
    );
  });

  it('a refused order decides no key and writes no body', async () => {
    const run = await orderSaveRun(input({ cart: cartEmpty() }));
    expect(run).toEqual({ kind: 'stopped', message: 'Tu bolsa está vacía' });
    expect(content).not.toHaveBeenCalled();
    expect(identity).not.toHaveBeenCalled();
    expect(build).not.toHaveBeenCalled();
    expect(checkoutStore.attempt).toBeNull();
  });
});
