import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.12 promotions terms: delivered by a later issue
export const Route = createFileRoute('/_shop/politicas-promociones')({
  component: PoliticasPromocionesPage,
});

function PoliticasPromocionesPage() {
  return <UnderConstruction title="T&C de las Promociones" />;
}
