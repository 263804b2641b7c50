// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { searchOpenSet, uiReset, uiStore } from '../../stores/ui';
import { menuSample } from '../../test/menu-sample';
import { SearchHost } from './search-host';
import { SearchPanel } from './search-panel';
import { renderRouter } from '../../test/app-render';

// Monday 23 November 2026, 10:00 in San Salvador
const monday: ServerTime = {
  fecha: '2026-11-23T10:00:00-06:00',
  epochMs: Date.UTC(2026, 10, 23, 16),
  offsetMs: 0,
};

function renderWithRouter(page: () => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['menu'], getDataResponseSchema.parse(menuSample));
  queryClient.setQueryData(['server-time'], monday);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SearchHost />
        <Outlet />
      </>
    ),
  });
  const routes = ['/', '/menu/categoria/$cat', '/menu/categoria/$cat/producto/$id'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: page }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(router, queryClient);
  return router;
}

async function type(text: string) {
  const box = screen.getByPlaceholderText('Nombre, categoria, precio...');
  fireEvent.change(box, { target: { value: text } });
  // past the 350 ms debounce
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  uiReset();
});

describe('search panel (§2.5, §5.6)', () => {
  it('shows the empty state under 3 characters and grouped links from 3', async () => {
    renderWithRouter(() => <SearchPanel headingLevel={2} />);
    expect(await screen.findByText('¿Que se te antoja?')).toBeTruthy();
    await type('ha');
    expect(screen.queryByRole('heading', { name: 'Productos' })).toBeNull();
    await type('hambur');
    const products = screen.getByRole('region', { name: 'Productos' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/menu/categoria/hamburguesas/producto/clasica',
      '/menu/categoria/hamburguesas/producto/102',
    ]);
    const categories = screen.getByRole('region', { name: 'Categorías' });
    expect(within(categories).getByRole('link').getAttribute('href')).toBe(
      '/menu/categoria/hamburguesas',
    );
    await type('ha');
    expect(screen.queryByRole('region', { name: 'Productos' })).toBeNull();
  });

  it('finds accent-free queries and prices, and says when nothing matches', async () => {
    renderWithRouter(() => <SearchPanel />);
    await screen.findByText('¿Que se te antoja?');
    await type('clasica');
    expect(screen.getByRole('link', { name: /Hamburguesa Clásica/ })).toBeTruthy();
    await type('5.99');
    expect(screen.getByRole('link', { name: /Combo pollo/ })).toBeTruthy();
    await type('zzzz');
    expect(screen.getByText('No encontramos resultados para «zzzz»')).toBeTruthy();
  });
});

describe('search host (§2.5)', () => {
  it('loads the dialog when opened; a result navigates and closes it', async () => {
    const router = renderWithRouter(() => <p>Página</p>);
    await screen.findByText('Página');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => searchOpenSet(true));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar' });
    await type('doble');
    fireEvent.click(within(dialog).getByRole('link', { name: /Hamburguesa Doble/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/menu/categoria/hamburguesas/producto/102');
    expect(uiStore.searchOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on any route change', async () => {
    const router = renderWithRouter(() => <p>Página</p>);
    await act(async () => searchOpenSet(true));
    await screen.findByRole('dialog', { name: 'Buscar' });
    await act(() => router.navigate({ to: '/menu/categoria/$cat', params: { cat: 'pollo' } }));
    expect(uiStore.searchOpen).toBe(false);
  });
});
