import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 FAQ: delivered by a later issue
export const Route = createFileRoute('/_shop/preguntasFrecuentes')({
  component: PreguntasfrecuentesPage,
});

function PreguntasfrecuentesPage() {
  return <UnderConstruction title="Preguntas frecuentes" />;
}
