import { createFileRoute, redirect } from '@tanstack/react-router';

/** §2.2 /profile/account and any other profile path redirect to /. */
export const Route = createFileRoute('/_shop/profile/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
