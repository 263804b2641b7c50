import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 about: delivered by a later issue
export const Route = createFileRoute('/_shop/acercaDe')({
  component: AcercadePage,
});

function AcercadePage() {
  return <UnderConstruction title="Acerca de" />;
}
