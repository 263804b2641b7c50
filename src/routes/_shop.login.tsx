import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../features/layout/under-construction';

// §2.10 login: delivered by a later issue
export const Route = createFileRoute('/_shop/login')({
  component: LoginPage,
});

function LoginPage() {
  return <UnderConstruction title="Iniciar sesión" />;
}
