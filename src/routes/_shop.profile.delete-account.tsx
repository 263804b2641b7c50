import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountPage } from '../features/profile/delete-account-page';

// §2.2 tab Eliminar Cuenta: what is erased, and the confirmation with the password
export const Route = createFileRoute('/_shop/profile/delete-account')({
  component: DeleteAccountPage,
});
