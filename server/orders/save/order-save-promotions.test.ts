import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import { centsToAmount } from '../../../src/domain/money.ts';
import {
  bread,
  cartAddConfigured,
  cartAddPromotion,
  choose,
  clientRevalidate,
  inside,
  menuProduct,
  size,
  wireOf,
} from '../../quote/quote.fixture';
import {
  orderBody,
  orderCount,
  pickupData,
  useSaveWorld,
  storedOrders,
} from '../../test/save-world';

// Issue 13: a hostile client repeats a promotion in one order, every copy backed by the same
// qualifying item (the app refuses the second: one of each promotion per order, each backed
// by its own qualifying item). The body is built past the app's refusal and sent encrypted.
const w = useSaveWorld();

const PRICES = 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.';

/**
 * One burger 1101 (backs 1905), one combo 1301 (backs 1901) and 4 sodas: above the $15
 * minimum of 1904 on its own.
 */
function base(): Cart {
  const menu = w.clientMenu;
  let cart = cartAddConfigured(cartEmpty(), menu, 1101, [bread(402)]);
  cart = cartAddConfigured(cart, menu, 1301, [
    size(112),
    choose(3002, 5004),
    choose(3003, 5011),
    inside(3001, bread(402)),
  ]);
  return cartAdd(cart, menuProduct(menu, 1502), 4);
}

/** `base` with `copies` lines of the promotion, each with its content, revalidated by the app. */
function withCopies(promotionId: number, copies: number): Cart {
  let cart = base();
  for (let i = 0; i < copies; i++) cart = cartAddPromotion(cart, w.clientMenu, promotionId);
  return clientRevalidate(w, cart);
}

describe('one of each promotion per order (01 with the server quote, nothing stored)', () => {
  test.each([
    ['1905 Papas grandes a $0.99 (ten, one burger)', 1905, 10],
    ['1901 Segundo Combo Clásico a $2.99 (three, one combo)', 1901, 3],
    ['1903 Batido + pie (two)', 1903, 2],
    ['1904 Tres leches a $0.99 (two)', 1904, 2],
  ])('%s', async (_what, promotionId, copies) => {
    const cart = withCopies(promotionId, copies);
    const honest = withCopies(promotionId, 1);
    // the app's engine prices every copy: what the hostile client claims to pay
    expect(cart.items.filter((row) => row.isPromo)).toHaveLength(copies);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.status).toBe(200);
    const view = cartView(honest);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: PRICES,
      cotizacion: {
        subtotal: centsToAmount(view.subtotal),
        descuento: centsToAmount(view.discount),
        total: centsToAmount(view.total),
      },
    });
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await orderCount(w)).toBe(before);
  });

  test('one line of each promotion, each with its own qualifying item, is saved', async () => {
    let cart = base();
    for (const id of [1901, 1903, 1904, 1905]) cart = cartAddPromotion(cart, w.clientMenu, id);
    cart = clientRevalidate(w, cart);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: 'Orden guardada' });
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect(order?.totalCents).toBe(cartView(cart).total);
  });
});
