/**
 * Test fixture of the orders screens (only tests import it): the contract's OrderWire, a
 * fake server answering the order calls by path, and the screens under a bare router.
 */
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  useParams,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { orderRefParse } from '../../domain/order/order-ref';
import { fakeFetch, jsonAnswer, okAnswer, type SentRequest } from '../../test/fake-fetch';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import type { TrackerMapSlot } from './tracker-map-types';
import { TrackerPage } from './tracker-page';
import { renderRouter } from '../../test/app-render';

/** Monday 23 November 2026, 12:30 in San Salvador. */
export const NOW = Date.UTC(2026, 10, 23, 18, 30);

export const hashOf = (id: number) => id.toString(16).padStart(32, 'c');

/** An OrderWire as the contract describes it: a home delivery of today, paid in cash. */
export const orderWire = (id: number, extra: Record<string, unknown> = {}) => ({
  idord: id,
  idtda: 4,
  nombreTienda: 'Zona Rosa',
  fechaHora: '23/11/2026 12:05',
  horaOrden: '12:05',
  horaDespacho: null,
  horaEntrega: null,
  cantidad: 3,
  subtotal: 8,
  descuento: 1.25,
  totalVenta: 6.75,
  nombreContacto: 'Ana López',
  correoContacto: 'ana@correo.com',
  tipoEntrega: 'DOM',
  estadoTracker: 'PEN',
  esTiendaCluster: 0,
  FORMA_PAGO: 'EFE',
  estadoPago: 'no aplica',
  IND: 'Portón negro',
  PFF: null,
  hash: hashOf(id),
  mensajeGarantia: null,
  direccion: 'Calle La Mascota #12',
  latitudEntrega: 13.7065,
  longitudEntrega: -89.239,
  latitudTienda: 13.699,
  longitudTienda: -89.241,
  detalle: [
    { D: 'Combo Familiar', C: 1, P: 5 },
    { D: 'Soda', C: 2, P: 3 },
  ],
  historial: [{ estado: 'PEN', fechaHora: '23/11/2026 12:05' }],
  ...extra,
});

export type WireOrder = ReturnType<typeof orderWire>;

export const notFound = () =>
  jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' }, 404);

/** The server: orders by hash, their tracking points, and any other call answered '00'. */
export function fakeOrderServer(
  orders: readonly WireOrder[],
  options: {
    points?: (hash: string) => object[];
    other?: (req: SentRequest) => Response | null;
  } = {},
): void {
  fakeFetch((req) => {
    const byHash = /getOrdenHash\/([^/?]+)$/.exec(req.url);
    if (byHash) {
      const order = orders.find((o) => o.hash === byHash[1]);
      return order ? okAnswer({ data: order }) : notFound();
    }
    const points = /getCoordenadasHash\/([^/?]+)$/.exec(req.url);
    if (points) return okAnswer({ data: options.points?.(points[1]!) ?? [] });
    return options.other?.(req) ?? okAnswer();
  });
}

/** A query client as the app's (no retries here), knowing the server time. */
export function ordersQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const time: ServerTime = {
    fecha: '2026-11-23T12:30:00-06:00',
    epochMs: NOW,
    offsetMs: NOW - Date.now(),
  };
  queryClient.setQueryData(['server-time'], time);
  return queryClient;
}

function DetailAt({ banner }: { banner: boolean }) {
  const { id } = useParams({ strict: false }) as { id: string };
  return <OrderDetailPage orderRef={orderRefParse(id)} paymentBanner={banner} />;
}

/** The orders screens under a bare root (the app's layout is not under test). */
export function renderOrders(
  path: string,
  {
    queryClient = ordersQueryClient(),
    renderMap,
    overlay,
  }: { queryClient?: QueryClient; renderMap?: TrackerMapSlot; overlay?: ReactNode } = {},
) {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: () => (
      <>
        <Outlet />
        {overlay}
      </>
    ),
  });
  const route = (path: string, component: () => ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component });
  function Tracker() {
    const { id } = useParams({ strict: false }) as { id: string };
    return <TrackerPage orderRef={orderRefParse(id)} renderMap={renderMap} />;
  }
  const router = createRouter({
    routeTree: root.addChildren([
      route('/', () => <p>Inicio</p>),
      route('/cart', () => <p>Tu bolsa</p>),
      route('/orders', OrdersPage),
      route('/orders/$id', () => <DetailAt banner={false} />),
      route('/tracking/$id', () => <DetailAt banner />),
      route('/tracker/$id', Tracker),
    ]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, queryClient);
  return { router, queryClient };
}
