import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useDeleteDireccion } from '../../api/cliente/delete-direccion';
import { direccionesQuery } from '../../api/cliente/get-direcciones';
import { useMarkPrincipal } from '../../api/cliente/mark-principal';
import { useSaveSortedAddresses } from '../../api/cliente/save-sorted-addresses';
import { savedAddressesInOrder, type SavedAddress } from '../../domain/delivery/saved-address';
import { toastPush } from '../../stores/ui';
import { ErrorView } from '../../ui/error-view';
import { usePageTitle } from '../../ui/use-page-title';
import { AddressList } from './address-list';
import { forgetChosenAddress } from './chosen-address-sync';
import { DeleteAddressDialog } from './delete-address-dialog';
import {
  ACTION_FAILED,
  ADDRESSES_OFFLINE,
  SORT_FAILED,
  toastUnlessAnswered,
} from './address-messages';
import { useLoggedIn } from '../../api/use-logged-in';
import './addresses.css';

/**
 * §2.2 tab Direcciones (/profile/locations): the saved addresses in the customer's order,
 * 'Agregar dirección', reorder (drag or keyboard, optimistic, put back on failure),
 * 'Marcar como principal' and delete after a confirmation.
 */
export function AddressesPage() {
  usePageTitle('Direcciones');
  const query = useQuery(direccionesQuery(useLoggedIn()));
  const sort = useSaveSortedAddresses();
  const markMain = useMarkPrincipal();
  const remove = useDeleteDireccion();
  const [asked, setAsked] = useState<SavedAddress | null>(null);
  const addresses = savedAddressesInOrder(query.data ?? []);
  const busy = markMain.isPending || remove.isPending;

  const onSort = (sorted: SavedAddress[]) =>
    sort.mutate(sorted, {
      onError: (error) =>
        toastPush(
          'error',
          error instanceof ApiError && error.code === '02' ? error.message : SORT_FAILED,
        ),
    });
  const onMarkMain = (address: SavedAddress) =>
    markMain.mutate(address.id, { onError: (e) => toastUnlessAnswered(e, ACTION_FAILED) });
  const onConfirmDelete = (address: SavedAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        setAsked(null);
        forgetChosenAddress(address.id);
      },
      onError: (e) => toastUnlessAnswered(e, ACTION_FAILED),
    });

  return (
    <section className="profile-page addresses-page" aria-labelledby="addresses-title">
      <div className="addresses-page__head">
        <h1 id="addresses-title">Direcciones</h1>
        <Link to="/profile/locations/new" className="button">
          Agregar dirección
        </Link>
      </div>
      {query.data ? (
        addresses.length === 0 ? (
          <p className="addresses-page__empty">
            Aún no tienes direcciones guardadas. Agrega una para no tener que ubicarla en el mapa
            cada vez que pidas.
          </p>
        ) : (
          <>
            <p className="addresses-page__hint">
              Arrastra una dirección, o usa su botón Mover con el teclado, para cambiar su orden.
            </p>
            <AddressList
              addresses={addresses}
              busy={busy}
              onSort={onSort}
              onMarkMain={onMarkMain}
              onDelete={setAsked}
            />
          </>
        )
      ) : query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <p className="addresses-page__empty" role="status">
          {ADDRESSES_OFFLINE}
        </p>
      ) : (
        <AddressesSkeleton />
      )}
      <DeleteAddressDialog
        address={asked}
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
        onClose={() => setAsked(null)}
      />
    </section>
  );
}

/** The list's shape while it loads. */
function AddressesSkeleton() {
  return (
    <div className="addresses-skeleton" role="status" aria-label="Cargando tus direcciones">
      <span className="addresses-skeleton__row" />
      <span className="addresses-skeleton__row" />
    </div>
  );
}
