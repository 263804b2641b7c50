import { createFileRoute } from '@tanstack/react-router';
import { orderRefParse } from '../domain/order/order-ref';
import { OrderDetailPage } from '../features/orders/order-detail-page';

// §2.1 / §2.8 the same order detail with the payment-success banner
export const Route = createFileRoute('/_shop/tracking/$id')({
  component: TrackingIdPage,
});

function TrackingIdPage() {
  const { id } = Route.useParams();
  return <OrderDetailPage orderRef={orderRefParse(id)} paymentBanner />;
}
