import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../features/addresses/address-page';
import { RouteError } from '../ui/route-error';

// §2.2 a new saved address on the map
export const Route = createFileRoute('/_shop/profile/locations/new')({
  component: ProfileLocationsNewPage,
  errorComponent: RouteError,
});

function ProfileLocationsNewPage() {
  return <AddressPage id={null} />;
}
