import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.10 sign-up account data: delivered by a later issue
export const Route = createFileRoute('/_shop/signup-account')({
  component: SignupAccountPage,
});

function SignupAccountPage() {
  return <UnderConstruction title="Crear cuenta" />;
}
