import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.1 store list: delivered by a later issue
export const Route = createFileRoute('/_shop/ubicaciones')({
  component: UbicacionesPage,
});

function UbicacionesPage() {
  return <UnderConstruction title="Ubicaciones" />;
}
