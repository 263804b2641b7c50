import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 address list: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/locations/')({
  component: ProfileLocationsIndexPage,
});

function ProfileLocationsIndexPage() {
  return <UnderConstruction title="Direcciones" />;
}
