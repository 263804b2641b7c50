import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.10 account validation (query hash): delivered by a later issue
export const Route = createFileRoute('/_shop/validar-cuenta')({
  component: ValidarCuentaPage,
});

function ValidarCuentaPage() {
  return <UnderConstruction title="Validar cuenta" />;
}
