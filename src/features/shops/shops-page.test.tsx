// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCatalogosResponseSchema } from '../../api/menu/get-catalogos';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { transportSet } from '../../api/transport';
import { Route as TiendasRoute } from '../../routes/_shop.tiendas';
import { Route as UbicacionesRoute } from '../../routes/_shop.ubicaciones';
import { deliveryClearPlace, deliverySetKind, deliveryStore } from '../../stores/delivery';
import { returnToSet, uiReset, uiStore } from '../../stores/ui';
import { renderRouter } from '../../test/app-render';

// Monday 23 November 2026, 10:00 in San Salvador
const monday: ServerTime = {
  fecha: '2026-11-23T10:00:00-06:00',
  epochMs: Date.UTC(2026, 10, 23, 16),
  offsetMs: 0,
};

const shop = (I: number, N: string, OPCIONES: string[]) => ({
  I,
  CODIGO: `T${I}`,
  N,
  D: '',
  DEP: 'SS',
  CIU: 'SSA',
  LAT: 13.7,
  LNG: -89.2,
  DIR: `Dirección ${N}`,
  BUSQUEDA: 'Restaurante',
  OPCIONES,
  HORARIOS: [],
});

const catalogs = getCatalogosResponseSchema.parse({
  codigoRetorno: '00',
  departamentos: [{ C: 'SS', N: 'San Salvador' }],
  ciudades: [{ C: 'SSA', D: 'SS', N: 'San Salvador' }],
  colonias: [],
  tiendas: [
    shop(1, 'Galerías Escalón', ['MOSTRADOR']),
    shop(7, 'Plaza Mundo Soyapango', ['AUTOSERVICIO', 'PARQUEO', 'MOSTRADOR']),
  ],
  horariosTiendas: [],
});

// the two route files' pages under a bare root (the app's layout is not under test)
function routeTree() {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> });
  return root.addChildren([
    page('/', 'Inicio'),
    page('/acercaDe', 'Acerca de'),
    createRoute({
      getParentRoute: () => root,
      path: '/tiendas',
      component: TiendasRoute.options.component,
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/ubicaciones',
      component: UbicacionesRoute.options.component,
    }),
  ]);
}

function renderAt(path: string) {
  // fresh for 5 minutes, as in the app (§7)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } },
  });
  queryClient.setQueryData(['server-time'], monday);
  queryClient.setQueryData(['catalogos'], catalogs);
  const router = createRouter({
    routeTree: routeTree(),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, queryClient);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  deliveryClearPlace();
  deliverySetKind('none');
  localStorage.clear();
});

describe('/tiendas and /ubicaciones (§2.11)', () => {
  it('shows Nuestras Tiendas with the shop cards on both paths', async () => {
    renderAt('/tiendas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestras Tiendas' })).toBeTruthy();
    expect(document.title).toBe('Nuestras Tiendas');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    cleanup();
    renderAt('/ubicaciones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestras Tiendas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Galerías Escalón' })).toBeTruthy();
  });

  it('sets pickup at the shop, says so and goes home when no page is remembered', async () => {
    const router = renderAt('/tiendas');
    const card = await screen.findByRole('article', { name: 'Galerías Escalón' });
    fireEvent.click(within(card).getByRole('button', { name: 'Retirar aquí' }));
    await settle();
    expect(deliveryStore.kind).toBe('shop');
    expect(deliveryStore.pickup).toEqual({
      shopId: 1,
      shopName: 'Galerías Escalón',
      pickupOption: 'MOSTRADOR',
    });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Retirarás tu pedido en Galerías Escalón'],
    ]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns to the remembered page after confirming the pickup option', async () => {
    returnToSet('/acercaDe');
    const router = renderAt('/ubicaciones');
    const card = await screen.findByRole('article', { name: 'Plaza Mundo Soyapango' });
    fireEvent.click(within(card).getByRole('button', { name: 'Retirar aquí' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Autoservicio' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await settle();
    expect(deliveryStore.pickup?.pickupOption).toBe('AUTOSERVICIO');
    expect(router.state.location.pathname).toBe('/acercaDe');
    expect(uiStore.returnTo).toBeNull();
  });

  it('marks the shop already chosen for pickup', async () => {
    renderAt('/tiendas');
    const card = await screen.findByRole('article', { name: 'Plaza Mundo Soyapango' });
    expect(within(card).queryByText('Tienda elegida')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Retirar aquí' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await settle();
    cleanup();
    renderAt('/tiendas');
    const again = await screen.findByRole('article', { name: 'Plaza Mundo Soyapango' });
    expect(within(again).getByText('Tienda elegida')).toBeTruthy();
  });
});
