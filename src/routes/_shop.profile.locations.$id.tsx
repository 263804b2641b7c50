import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../features/addresses/address-page';

// §2.2 a saved address on the map; an id that is not a positive integer is not found
export const Route = createFileRoute('/_shop/profile/locations/$id')({
  component: ProfileLocationsIdPage,
});

function ProfileLocationsIdPage() {
  const { id } = Route.useParams();
  const parsed = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : -1;
  return <AddressPage id={parsed} />;
}
