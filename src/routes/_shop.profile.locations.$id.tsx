import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 address page: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/locations/$id')({
  component: ProfileLocationsIdPage,
});

function ProfileLocationsIdPage() {
  return <UnderConstruction title="Dirección" />;
}
