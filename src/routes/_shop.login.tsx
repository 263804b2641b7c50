import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.10 login: delivered by a later issue
export const Route = createFileRoute('/_shop/login')({
  component: LoginPage,
});

function LoginPage() {
  return <UnderConstruction title="Iniciar sesión" />;
}
