import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.1 full-height order tracker, outside the shared layout: delivered by a later issue
export const Route = createFileRoute('/tracker/$id')({
  component: TrackerPage,
});

function TrackerPage() {
  return (
    <main id="contenido" className="tracker-page" tabIndex={-1}>
      <UnderConstruction title="Seguimiento del pedido" />
    </main>
  );
}
