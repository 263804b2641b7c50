import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../ui/use-page-title';

/** §2.1 an /orders/{id or hash} that names no order this device can read. */
export function OrderNotFound() {
  usePageTitle('Detalle del pedido');
  return (
    <section className="order-missing" aria-labelledby="order-missing-title">
      <h1 id="order-missing-title">No encontramos este pedido</h1>
      <p>Revisa el enlace o busca el pedido en tu lista.</p>
      <Link to="/orders" className="button">
        Ver mis pedidos
      </Link>
    </section>
  );
}
