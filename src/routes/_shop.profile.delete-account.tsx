import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 delete account: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/delete-account')({
  component: ProfileDeleteAccountPage,
});

function ProfileDeleteAccountPage() {
  return <UnderConstruction title="Eliminar Cuenta" />;
}
