import { Link } from '@tanstack/react-router';
import { OrdersGuestInvite } from './orders-guest-invite';

/** 'Mis pedidos' with no order yet: the way to the menu (and for a guest, to log in). */
export function OrdersEmpty({ guest }: { guest: boolean }) {
  return (
    <section className="orders-page orders-page--empty" aria-labelledby="orders-title">
      <h1 id="orders-title">Mis pedidos</h1>
      <p>Aún no tienes pedidos</p>
      {guest ? <OrdersGuestInvite /> : null}
      <Link to="/" className="button">
        Ver el menú
      </Link>
    </section>
  );
}
