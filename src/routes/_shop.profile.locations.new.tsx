import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 new address: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/locations/new')({
  component: ProfileLocationsNewPage,
});

function ProfileLocationsNewPage() {
  return <UnderConstruction title="Nueva dirección" />;
}
