import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.4 delivery options: delivered by a later issue
export const Route = createFileRoute('/_shop/opt-delivery')({
  component: OptDeliveryPage,
});

function OptDeliveryPage() {
  return <UnderConstruction title="Opciones de entrega" />;
}
