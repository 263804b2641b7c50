import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../features/addresses/addresses-page';

// §2.2 tab Direcciones: the saved addresses
export const Route = createFileRoute('/_shop/profile/locations/')({
  component: AddressesPage,
});
