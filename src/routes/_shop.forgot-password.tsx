import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §4.9 password recovery: delivered by a later issue
export const Route = createFileRoute('/_shop/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return <UnderConstruction title="Recuperar contraseña" />;
}
