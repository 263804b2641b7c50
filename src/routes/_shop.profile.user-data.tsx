import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 personal data: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/user-data')({
  component: ProfileUserDataPage,
});

function ProfileUserDataPage() {
  return <UnderConstruction title="Personal" />;
}
