import { createFileRoute } from '@tanstack/react-router';
import { orderRefParse } from '../domain/order/order-ref';
import { trackerMapSlot } from '../features/orders/tracker-map-slot';
import { TrackerPage } from '../features/orders/tracker-page';

// §2.1 full-height order tracker, outside the shared layout
export const Route = createFileRoute('/tracker/$id')({
  component: TrackerRoute,
});

function TrackerRoute() {
  const { id } = Route.useParams();
  return <TrackerPage orderRef={orderRefParse(id)} renderMap={trackerMapSlot} />;
}
