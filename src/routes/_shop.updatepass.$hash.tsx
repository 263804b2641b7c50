import { createFileRoute } from '@tanstack/react-router';
import { UpdatePasswordPage } from '../features/account/update-password-page';

// §4.9 the new password from the recovery mail's link
export const Route = createFileRoute('/_shop/updatepass/$hash')({
  component: UpdatepassHashPage,
});

function UpdatepassHashPage() {
  const { hash } = Route.useParams();
  return <UpdatePasswordPage hash={hash} />;
}
