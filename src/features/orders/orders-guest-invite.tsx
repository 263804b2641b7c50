import { Link } from '@tanstack/react-router';

/**
 * Issue 34: a guest's 'Mis pedidos' shows the orders of this device; logging in or signing
 * up keeps them on every device (a guest's orders join the account at login).
 */
export function OrdersGuestInvite() {
  return (
    <p className="orders-invite">
      Estos son los pedidos hechos en este dispositivo. Para verlos en todos tus dispositivos,{' '}
      <Link to="/login">inicia sesión</Link> o <Link to="/signup">crea una cuenta</Link>.
    </p>
  );
}
