import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/orders/orders-page';

// §2.1 / §4.4 'Mis pedidos': the orders placed on this device and the queued ones
export const Route = createFileRoute('/_shop/orders/')({
  component: OrdersPage,
});
