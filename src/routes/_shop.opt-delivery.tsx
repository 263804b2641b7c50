import { createFileRoute } from '@tanstack/react-router';
import { ServiceSelector } from '../features/delivery/service-selector';
import { loadMenu } from '../api/menu/menu-loader';
import { useMenu } from '../api/menu/use-menu';
import { RouteError } from '../ui/route-error';
import { usePageTitle } from '../ui/use-page-title';

// §2.1 / §2.4 delivery options: the service selector (the address and shop pickers come
// with the delivery screens)
export const Route = createFileRoute('/_shop/opt-delivery')({
  loader: loadMenu,
  component: OptDeliveryPage,
  errorComponent: RouteError,
});

function OptDeliveryPage() {
  usePageTitle('Opciones de entrega');
  const { menu } = useMenu();
  return (
    <section>
      <h1 className="visually-hidden">Opciones de entrega</h1>
      <ServiceSelector pickupDisabled={menu.parameters.pickupDisabled} />
    </section>
  );
}
