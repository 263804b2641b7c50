import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPage } from '../features/delivery/delivery-page';
import { loadMenu } from '../api/menu/menu-loader';
import { RouteError } from '../ui/route-error';

// §2.1 / §2.4 / §4.2 delivery or pickup: the place and the time of the order
export const Route = createFileRoute('/_shop/delivery')({
  loader: loadMenu,
  component: DeliveryPage,
  errorComponent: RouteError,
});
