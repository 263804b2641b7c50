// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import { cartAdd } from '../../domain/cart/cart-add';
import { cartEmpty } from '../../domain/cart/cart';
import type { MenuProduct } from '../../domain/menu';
import type { MenuData, Promotion } from '../../domain/menu-data';
import { centsFromAmount } from '../../domain/money';
import { cartStore, cartStoreClear, cartStoreHydrate, cartStoreReplace } from '../../stores/cart';
import { uiReset, uiStore } from '../../stores/ui';
import { promotion } from '../../test/cart-revalidate-builders';
import { product } from '../../test/menu-builders';
import { menuSample } from '../../test/menu-sample';
import { combo, comboSuper, configMenu, fries } from '../../test/product-config-builders';
import { PRODUCT_ADDED_MESSAGE } from './product-configurator';
import { renderProductPage } from '../../test/product-page-render';
import { PROMOTION_IN_CART_MESSAGE } from './promotion-refusal-message';

const money = (amount: number) => centsFromAmount(amount);

/** A promotion and its PROMO menu product of the same id. */
const pair = (p: Promotion, price: number): [Promotion, MenuProduct] => [
  p,
  product({ id: p.id, name: p.label, type: 'PROMO', price: money(price), categoryId: 9 }),
];

const [shakePie, shakePieProduct] = pair(
  promotion({ id: 1903, label: 'Batido + pie', amount: money(1), items: [1001, 1008] }),
  3.24,
);
const [second, secondProduct] = pair(
  promotion({
    id: 1901,
    label: 'Segundo combo a $2.99',
    fixedPrice: money(2.99),
    appliesTo: [1301, 1302],
    items: [1301],
  }),
  2.99,
);
const [treat, treatProduct] = pair(
  promotion({
    id: 1904,
    label: 'Postre',
    fixedPrice: money(0.99),
    minimum: money(15),
    items: [1623],
  }),
  0.99,
);
const [familyBox, familyBoxProduct] = pair(
  promotion({ id: 1902, label: 'Caja familiar', percent: 20, items: [1241] }),
  12.79,
);

const base = getDataResponseSchema.parse(menuSample);
const config = configMenu();
const menu: MenuData = {
  ...base,
  ...config,
  products: [...config.products, shakePieProduct, secondProduct, treatProduct, familyBoxProduct],
  promotions: [shakePie, second, treat, familyBox],
};

function renderDetail(p: MenuProduct) {
  renderProductPage(p, menu);
}

const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
const region = () => screen.findByRole('region', { name: 'La promoción incluye' });
// the add button, also in the moment after an add when it reads '¡Agregado!'
const addButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^(Agregar a mi bolsa|¡Agregado!)$/ });
const price = () => screen.getByRole('status', { name: 'Precio de la promoción' }).textContent;

beforeAll(async () => {
  await cartStoreHydrate();
});

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  cartStoreClear();
});

afterEach(() => {
  cleanup();
  uiReset();
  cartStoreClear();
});

describe('PromotionAdd on the promotion detail (§2.1, §5.4)', () => {
  it('lists what the promotion includes, its price, and adds it with its promo products', async () => {
    renderDetail(shakePieProduct);
    const includes = await region();
    expect(within(includes).getByText('Producto 1001')).toBeTruthy();
    expect(within(includes).getByRole('img', { name: 'Producto 1008' })).toBeTruthy();
    // 1.00 + 1.00 − 1.00, computed as the bag will price it
    expect(price()).toBe('$1.00');
    fireEvent.click(addButton());
    await waitFor(() => expect(cartStore.cart.items).toHaveLength(3));
    expect(cartStore.cart.items.map((i) => [i.menuId, i.type, i.price, i.promoId])).toEqual([
      [1903, 'PROMO', 100, 1903],
      [1001, 'PRD', 0, 1903],
      [1008, 'PRD', 0, 1903],
    ]);
    const [line, ...contents] = cartStore.cart.items;
    expect(contents.map((c) => c.parentAddedOrder)).toEqual([line?.addedOrder, line?.addedOrder]);
    expect(toasts()).toEqual([['success', PRODUCT_ADDED_MESSAGE]]);
  });

  it('adds a combo with its default configuration and says it in words', async () => {
    cartStoreReplace(cartAdd(cartEmpty(), comboSuper, 1, { unitPrice: money(7.49) }));
    renderDetail(secondProduct);
    const includes = await region();
    expect(within(includes).getByText(combo.name)).toBeTruthy();
    expect(within(includes).getByText(/^Tamaño: Tamaño 110, Opción 5001 \(/)).toBeTruthy();
    expect(price()).toBe('$2.99');
    fireEvent.click(addButton());
    await waitFor(() => expect(cartStore.cart.items).toHaveLength(3));
    const content = cartStore.cart.items[2];
    expect(content).toMatchObject({ menuId: combo.id, type: 'CMB', price: 0, promoId: 1901 });
    expect(content?.units[0]?.options.length).toBeGreaterThan(0);
  });

  it('turns the promotion down when the bag lacks what it applies to', async () => {
    renderDetail(secondProduct);
    await region();
    // nothing to apply to yet: the PROMO product's price
    expect(price()).toBe('$2.99');
    fireEvent.click(addButton());
    const text =
      'Agrega primero a tu bolsa uno de estos productos: Combo Hamburguesa Clásica, Combo Doble Queso';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(toasts()).toEqual([['warning', text]]);
    expect(cartStore.cart.items).toEqual([]);
  });

  it('turns the promotion down below its minimum purchase', async () => {
    cartStoreReplace(cartAdd(cartEmpty(), fries, 15));
    renderDetail(treatProduct);
    await region();
    fireEvent.click(addButton());
    const text = 'Minimo de compra para aplicar la promoción es de $15.00';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(toasts()).toEqual([['warning', text]]);
    expect(cartStore.cart.items).toHaveLength(15);
  });

  it('takes one of each promotion per order', async () => {
    renderDetail(shakePieProduct);
    await region();
    fireEvent.click(addButton());
    await waitFor(() => expect(cartStore.cart.items).toHaveLength(3));
    fireEvent.click(addButton());
    expect(await screen.findByText(PROMOTION_IN_CART_MESSAGE)).toBeTruthy();
    expect(toasts()).toEqual([
      ['success', PRODUCT_ADDED_MESSAGE],
      ['warning', PROMOTION_IN_CART_MESSAGE],
    ]);
    expect(cartStore.cart.items).toHaveLength(3);
  });

  it('cannot add a promotion whose promo product needs choices made (an ATP box)', async () => {
    renderDetail(familyBoxProduct);
    await region();
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText(/^Arma tu caja familiar: Paso 1/)).toBeTruthy();
  });

  it('leaves a PROMO product without a promotion read-only', async () => {
    renderDetail(product({ id: 9001, name: 'Sin promoción', type: 'PROMO' }));
    await screen.findByRole('heading', { level: 1, name: 'Sin promoción' });
    expect(screen.queryByRole('button', { name: 'Agregar a mi bolsa' })).toBeNull();
    expect(screen.getByText('$1.00')).toBeTruthy();
  });
});
