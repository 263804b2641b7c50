import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.1 order detail by id or hash: delivered by a later issue
export const Route = createFileRoute('/_shop/orders/$id')({
  component: OrdersIdPage,
});

function OrdersIdPage() {
  return <UnderConstruction title="Detalle del pedido" />;
}
