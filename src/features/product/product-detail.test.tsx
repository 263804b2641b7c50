// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { MenuProduct } from '../../domain/menu';
import type { ItemSchedule, MenuData } from '../../domain/menu-data';
import { toastPush, uiReset, uiStore } from '../../stores/ui';
import { category, product } from '../../test/menu-builders';
import { menuSample } from '../../test/menu-sample';
import { burger, choice, combo, configMenu, option } from '../../test/product-config-builders';
import { renderProductPage } from '../../test/product-page-render';
import { PRODUCT_ADDED_MESSAGE, PRODUCT_BLOCKED_MESSAGE } from './product-configurator';

const promo = product({
  id: 9001,
  name: '2 combos por $9.99',
  type: 'PROMO',
  options: [option('O', 3900, [choice(5900, 1301), choice(5901, 1101)], { name: 'Combos' })],
});

const menu: MenuData = {
  ...getDataResponseSchema.parse(menuSample),
  ...configMenu(),
};
menu.products.push(promo);

function renderDetail(p: MenuProduct, blockedIds: number[] = [], hours: ItemSchedule[] = []) {
  renderProductPage(p, menu, {
    blockedIds,
    hours,
    main: category({ id: 1, name: 'Hamburguesas' }),
  });
}

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to top on navigation
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  uiReset();
});

describe('ProductDetail (§2.1, §2.9)', () => {
  it('takes its add toast along when the customer leaves the page, and no other toast', async () => {
    renderDetail(burger);
    expect(await screen.findByRole('button', { name: 'Agregar a mi bolsa' })).toBeTruthy();
    toastPush('success', PRODUCT_ADDED_MESSAGE);
    toastPush('success', 'Dirección de entrega lista');
    cleanup();
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Dirección de entrega lista']);
  });

  it('keeps the trail, picture, name and price, and configures a product', async () => {
    renderDetail({ ...burger, isNew: true, description: 'Jugosa y recién hecha' });
    expect(await screen.findByRole('heading', { level: 1, name: burger.name })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Hamburguesas' })).toBeTruthy();
    expect(screen.getByRole('img', { name: burger.name })).toBeTruthy();
    expect(screen.getByText('Nuevo')).toBeTruthy();
    expect(screen.getByText('Jugosa y recién hecha')).toBeTruthy();
    // the configuration mounts right after the picture and name (a transition)
    expect(await screen.findByRole('button', { name: 'Agregar a mi bolsa' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quitar ingredientes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Incluye' })).toBeNull();
    // the live total is the only price shown
    expect(screen.getAllByText('$3.49')).toEqual([screen.getByRole('status', { name: 'Total' })]);
  });

  it('shows the combo with its size picker and no read-only summary', async () => {
    renderDetail(combo);
    expect(await screen.findByRole('group', { name: 'Tamaño del combo' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Incluye' })).toBeNull();
  });

  it('leaves a promotion read-only: its summary and no add button', async () => {
    renderDetail(promo);
    const includes = await screen.findByRole('region', { name: 'Incluye' });
    expect(within(includes).getByText('Opción 5900')).toBeTruthy();
    expect(screen.getByText('$1.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar a mi bolsa' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Cantidad' })).toBeNull();
  });

  it('freezes the quantity and cannot add a product blocked where the customer buys', async () => {
    renderDetail(burger, [burger.id]);
    const add = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Agregar a mi bolsa',
    });
    expect(add.disabled).toBe(true);
    expect(screen.getByText(PRODUCT_BLOCKED_MESSAGE)).toBeTruthy();
    const quantity = screen.getByRole('group', { name: 'Cantidad' });
    const more = within(quantity).getByRole<HTMLButtonElement>('button', {
      name: 'Agregar uno (Cantidad)',
    });
    expect(more.disabled).toBe(true);
  });

  it('says when a product is outside its hours, and not within them', async () => {
    renderDetail(burger, [], [{ menuId: burger.id, from: '07:00', to: '11:00' }]);
    expect(
      (await screen.findByText(/Productos restringidos por horario/)).parentElement?.textContent,
    ).toContain('disponible de 07:00 a 11:00');
    cleanup();
    renderDetail(burger, [], [{ menuId: burger.id, from: '11:00', to: '15:00' }]);
    await screen.findByRole('button', { name: 'Agregar a mi bolsa' });
    expect(screen.queryByText(/Productos restringidos por horario/)).toBeNull();
  });
});
