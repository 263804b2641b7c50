// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { transportSet } from '../../api/transport';
import type { MenuData } from '../../domain/menu-data';
import type * as menuListing from '../../domain/menu-listing';
import {
  categoryFindBySlug,
  productFindByParam,
  promoFindByParam,
  subcategoryFindBySlug,
} from '../../domain/menu-listing';
import { uiReset } from '../../stores/ui';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { fakeFetch, okAnswer } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

// the route lookups, counted: each still finds what the domain finds
vi.mock('../../domain/menu-listing', async (importOriginal) => {
  const actual = await importOriginal<typeof menuListing>();
  return {
    ...actual,
    categoryFindBySlug: vi.fn(actual.categoryFindBySlug),
    subcategoryFindBySlug: vi.fn(actual.subcategoryFindBySlug),
    productFindByParam: vi.fn(actual.productFindByParam),
    promoFindByParam: vi.fn(actual.promoFindByParam),
  };
});

const serverTime = (iso: string): ServerTime => ({
  fecha: iso,
  epochMs: Date.parse(iso),
  offsetMs: 0,
});
// Monday 23 November 2026 in San Salvador, and the Sunday before
const MONDAY_10 = serverTime('2026-11-23T10:00:00-06:00');
const MONDAY_11 = serverTime('2026-11-23T11:00:00-06:00');
const SUNDAY = serverTime('2026-11-22T10:00:00-06:00');

/** The sample menu with one promotion (id 901) added. */
function sampleMenu(): MenuData {
  const menu = getDataResponseSchema.parse(menuSample);
  const burger = menu.products.find((p) => p.id === 102)!;
  const promo = { ...burger, id: 901 as typeof burger.id, name: 'Combo del día', type: 'PROMO' };
  return { ...menu, products: [...menu.products, promo as typeof burger] };
}

function renderMenuAt(path: string, time: ServerTime = MONDAY_10) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['menu'], sampleMenu());
  queryClient.setQueryData(['server-time'], time);
  queryClient.setQueryData(['images'], []);
  const router = renderAppAt(path, queryClient);
  return { router, queryClient };
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const calls = (fn: unknown) => vi.mocked(fn as () => unknown).mock.calls.length;

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to top on navigation
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  fakeFetch(() => okAnswer());
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
});

describe('menu routes resolve their params once per navigation (§2.1)', () => {
  it('a category, then another: one lookup each', async () => {
    const { router } = renderMenuAt('/menu/categoria/hamburguesas');
    await title('Hamburguesas');
    expect(calls(categoryFindBySlug)).toBe(1);
    await act(() => router.navigate({ to: '/menu/categoria/$cat', params: { cat: 'pollo' } }));
    await title('Pollo Frito');
    expect(calls(categoryFindBySlug)).toBe(2);
  });

  it('a sub-category: its category and itself looked up once', async () => {
    renderMenuAt('/menu/categoria/hamburguesas/subcategoria/clasicas');
    await title('Clásicas');
    expect(calls(categoryFindBySlug)).toBe(1);
    expect(calls(subcategoryFindBySlug)).toBe(1);
  });

  it('a product, by URL code under its sub-category or by id: one lookup each', async () => {
    const { router } = renderMenuAt(
      '/menu/categoria/hamburguesas/subcategoria/clasicas/producto/clasica',
    );
    await title('Hamburguesa Clásica');
    expect(calls(productFindByParam)).toBe(1);
    await act(() => router.navigate({ to: '/menu/categoria/hamburguesas/producto/102' }));
    await title('Hamburguesa Doble');
    expect(calls(productFindByParam)).toBe(2);
    expect(calls(categoryFindBySlug)).toBe(2);
  });

  it('a promotion: one lookup', async () => {
    renderMenuAt('/promociones/menu/901');
    await title('Combo del día');
    expect(calls(promoFindByParam)).toBe(1);
    expect(calls(productFindByParam)).toBe(0);
  });

  it('unknown slugs and ids go home', async () => {
    for (const path of [
      '/menu/categoria/bebidas',
      '/menu/categoria/hamburguesas/subcategoria/gourmet',
      '/menu/categoria/hamburguesas/producto/4040',
      '/promociones/menu/102',
    ]) {
      const { router } = renderMenuAt(path);
      await title('Nuestro menú');
      expect(router.state.location.pathname).toBe('/');
      cleanup();
    }
  });
});

describe('a menu page follows the menu it shows', () => {
  it('a new server time on the same weekday resolves nothing again', async () => {
    const { queryClient } = renderMenuAt('/menu/categoria/hamburguesas/producto/102');
    await title('Hamburguesa Doble');
    act(() => queryClient.setQueryData(['server-time'], MONDAY_11));
    await title('Hamburguesa Doble');
    expect(calls(productFindByParam)).toBe(1);
  });

  it('a refreshed menu resolves the product again and shows it as it now is', async () => {
    const { queryClient } = renderMenuAt('/menu/categoria/hamburguesas/producto/102');
    await title('Hamburguesa Doble');
    const menu = sampleMenu();
    const renamed = menu.products.map((p) =>
      p.id === 102 ? { ...p, name: 'Hamburguesa Doble Queso' } : p,
    );
    act(() => queryClient.setQueryData(['menu'], { ...menu, products: renamed }));
    await title('Hamburguesa Doble Queso');
    expect(calls(productFindByParam)).toBe(2);
  });

  it('a product gone from the refreshed menu goes home', async () => {
    const { router, queryClient } = renderMenuAt('/menu/categoria/hamburguesas/producto/102');
    await title('Hamburguesa Doble');
    const menu = sampleMenu();
    const without = menu.products.filter((p) => p.id !== 102);
    act(() => queryClient.setQueryData(['menu'], { ...menu, products: without }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a Sunday-only product goes home when the server’s day turns to Monday', async () => {
    const { router, queryClient } = renderMenuAt('/menu/categoria/pollo/producto/201', SUNDAY);
    await title('Pieza de pollo');
    act(() => queryClient.setQueryData(['server-time'], MONDAY_10));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
