import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §4.9 new password from the e-mail link: delivered by a later issue
export const Route = createFileRoute('/_shop/updatepass/$hash')({
  component: UpdatepassHashPage,
});

function UpdatepassHashPage() {
  return <UnderConstruction title="Cambiar contraseña" />;
}
