import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.10 sign-up: delivered by a later issue
export const Route = createFileRoute('/_shop/signup')({
  component: SignupPage,
});

function SignupPage() {
  return <UnderConstruction title="Crear cuenta" />;
}
