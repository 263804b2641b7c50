import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 change password: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/change-password')({
  component: ProfileChangePasswordPage,
});

function ProfileChangePasswordPage() {
  return <UnderConstruction title="Contraseña" />;
}
