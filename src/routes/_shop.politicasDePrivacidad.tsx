import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 privacy policy: delivered by a later issue
export const Route = createFileRoute('/_shop/politicasDePrivacidad')({
  component: PoliticasdeprivacidadPage,
});

function PoliticasdeprivacidadPage() {
  return <UnderConstruction title="Políticas de privacidad" />;
}
