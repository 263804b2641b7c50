import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.4 delivery or pickup choice: delivered by a later issue
export const Route = createFileRoute('/_shop/delivery')({
  component: DeliveryPage,
});

function DeliveryPage() {
  return <UnderConstruction title="Entrega" />;
}
