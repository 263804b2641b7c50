// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { MenuData } from '../../domain/menu-data';
import { productConfigToggleIngredient } from '../../domain/product-config/product-config-ingredients';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import {
  cartStore,
  cartStoreAdd,
  cartStoreClear,
  cartStoreEditEnd,
  cartStoreEditStart,
  cartStoreHydrate,
} from '../../stores/cart';
import { uiReset, uiStore } from '../../stores/ui';
import { category } from '../../test/menu-builders';
import { menuSample } from '../../test/menu-sample';
import { burger, configMenu, fries } from '../../test/product-config-builders';
import { renderProductPage } from '../../test/product-page-render';
import { PRODUCT_UPDATED_MESSAGE } from './use-configured-add';

const menu: MenuData = { ...getDataResponseSchema.parse(menuSample), ...configMenu() };
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
/** The unit the configure screen makes for the burger with `toggles` applied. */
const unitWith = (...toggles: number[]) =>
  productConfigToUnit(
    toggles.reduce(
      (s, id) => productConfigToggleIngredient(s, id),
      productConfigStart(menu, burger, 'TODOS'),
    ),
  );

function renderBurgerPage() {
  renderProductPage(burger, menu, { main: category({ id: 1, name: 'Hamburguesas' }) });
}

beforeAll(async () => {
  await cartStoreHydrate();
});

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  cartStoreClear();
  // fries 5 | burger with jalapeños 10, 15
  cartStoreAdd(fries, 1);
  const jalapenos = unitWith(7103);
  cartStoreAdd(burger, 2, { unitPrice: jalapenos.price, options: jalapenos.options });
});

afterEach(() => {
  cleanup();
  uiReset();
  cartStoreEditEnd();
  cartStoreClear();
});

describe("'Editar' a bag line on its product page (§4.5)", () => {
  it("opens with the line's choices and count, and saves them back in place", async () => {
    cartStoreEditStart({ menuId: burger.id, addedOrders: [10, 15] });
    renderBurgerPage();
    const save = await screen.findByRole('button', { name: 'Guardar cambios' });
    expect(screen.getByText('Estás editando este producto de tu bolsa.')).toBeTruthy();
    expect(checkbox('Jalapeños').checked).toBe(true);
    const quantity = screen.getByRole('group', { name: 'Cantidad' });
    expect(within(quantity).getByRole('status').textContent).toBe('2');

    fireEvent.click(checkbox('Jalapeños'));
    fireEvent.click(checkbox('Tocino'));
    fireEvent.click(save);

    const expected = unitWith(7101);
    expect(cartStore.cart.items.map((i) => i.menuId)).toEqual([fries.id, burger.id]);
    expect(cartStore.cart.items[1]?.units).toEqual([
      { addedOrder: 10, price: expected.price, options: expected.options },
      { addedOrder: 15, price: expected.price, options: expected.options },
    ]);
    expect(uiStore.toasts.map((t) => t.message)).toEqual([PRODUCT_UPDATED_MESSAGE]);
    expect(cartStore.editing).toBeNull();
  });

  it('adds as usual when no line of this product is being edited', async () => {
    cartStoreEditStart({ menuId: fries.id, addedOrders: [5] });
    renderBurgerPage();
    expect(await screen.findByRole('button', { name: 'Agregar a mi bolsa' })).toBeTruthy();
    expect(screen.queryByText('Estás editando este producto de tu bolsa.')).toBeNull();
    expect(checkbox('Jalapeños').checked).toBe(false);
  });
});
