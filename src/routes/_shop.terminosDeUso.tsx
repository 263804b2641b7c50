import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 terms of use: delivered by a later issue
export const Route = createFileRoute('/_shop/terminosDeUso')({
  component: TerminosdeusoPage,
});

function TerminosdeusoPage() {
  return <UnderConstruction title="Términos de uso" />;
}
