import { createFileRoute, redirect } from '@tanstack/react-router';

// §2.1 / §2.4 delivery options: the service is chosen on /delivery itself, at the top of the
// place's screen; the old address keeps working and leads there
export const Route = createFileRoute('/_shop/opt-delivery')({
  beforeLoad: () => {
    throw redirect({ to: '/delivery', replace: true });
  },
});
