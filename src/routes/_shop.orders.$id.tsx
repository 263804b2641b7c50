import { createFileRoute } from '@tanstack/react-router';
import { orderRefParse } from '../domain/order/order-ref';
import { OrderDetailPage } from '../features/orders/order-detail-page';

// §2.1 order detail by id or hash
export const Route = createFileRoute('/_shop/orders/$id')({
  component: OrdersIdPage,
});

function OrdersIdPage() {
  const { id } = Route.useParams();
  return <OrderDetailPage orderRef={orderRefParse(id)} paymentBanner={false} />;
}
