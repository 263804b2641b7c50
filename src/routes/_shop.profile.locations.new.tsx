import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../features/addresses/address-page';

// §2.2 a new saved address on the map
export const Route = createFileRoute('/_shop/profile/locations/new')({
  component: ProfileLocationsNewPage,
});

function ProfileLocationsNewPage() {
  return <AddressPage id={null} />;
}
