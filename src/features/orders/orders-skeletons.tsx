import { usePageTitle } from '../../ui/use-page-title';
import './orders.css';

/** §2.7 loading placeholder of one order card while its status loads. */
export function OrderCardSkeleton() {
  return <li className="orders-skeleton orders-skeleton--card" aria-hidden="true" />;
}

/** §2.7 loading placeholder of 'Mis pedidos' while the account's orders are read. */
export function OrdersLoading() {
  return (
    <section className="orders-page" aria-labelledby="orders-title" aria-busy="true">
      <h1 id="orders-title">Mis pedidos</h1>
      <p className="visually-hidden" role="status">
        Cargando tus pedidos...
      </p>
      <ul className="orders-grid" aria-hidden="true">
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </ul>
    </section>
  );
}

/** §2.7 loading placeholder of the order detail. */
export function OrderDetailSkeleton() {
  usePageTitle(undefined);
  return (
    <div className="order-detail" role="status" aria-live="polite">
      <span className="visually-hidden">Cargando...</span>
      <div className="orders-skeleton orders-skeleton--title" aria-hidden="true" />
      <div className="orders-skeleton orders-skeleton--block" aria-hidden="true" />
      <div className="orders-skeleton orders-skeleton--block" aria-hidden="true" />
    </div>
  );
}

/** §2.7 loading placeholder of the tracker: the map area and its bottom sheet. */
export function TrackerSkeleton() {
  usePageTitle(undefined);
  return (
    <div className="tracker-screen" role="status" aria-live="polite">
      <span className="visually-hidden">Cargando...</span>
      <div className="tracker-screen__map orders-skeleton" aria-hidden="true" />
      <div className="tracker-sheet" aria-hidden="true">
        <div className="orders-skeleton orders-skeleton--title" />
        <div className="orders-skeleton orders-skeleton--line" />
        <div className="orders-skeleton orders-skeleton--line" />
      </div>
    </div>
  );
}
