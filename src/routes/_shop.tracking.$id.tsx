import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.1 order detail with the payment-success banner: delivered by a later issue
export const Route = createFileRoute('/_shop/tracking/$id')({
  component: TrackingIdPage,
});

function TrackingIdPage() {
  return <UnderConstruction title="Detalle del pedido" />;
}
