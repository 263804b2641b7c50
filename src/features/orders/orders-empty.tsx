import { Link } from '@tanstack/react-router';

/** 'Mis pedidos' with no order yet: the way to the menu. */
export function OrdersEmpty() {
  return (
    <section className="orders-page orders-page--empty" aria-labelledby="orders-title">
      <h1 id="orders-title">Mis pedidos</h1>
      <p>Aún no tienes pedidos</p>
      <Link to="/" className="button">
        Ver el menú
      </Link>
    </section>
  );
}
