import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { direccionesQuery } from '../../api/cliente/get-direcciones';
import { useSaveDireccion } from '../../api/cliente/save-direccion';
import { useLoggedIn } from '../../api/use-logged-in';
import type { SavedAddress } from '../../domain/delivery/saved-address';
import { ADDRESS_MESSAGES } from '../../protocol/customer-address';
import { ErrorView } from '../../ui/error-view';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { Suspense } from 'react';
import {
  AddressEditorLazy,
  type AddressEditorInitial,
  type AddressEditorSave,
} from '../delivery/public';
import { ACTION_FAILED, ADDRESSES_OFFLINE, toastUnlessAnswered } from './address-messages';
import { refreshChosenAddress } from './chosen-address-sync';
import './addresses.css';

/** The editor's start for a saved address: plain values copied off the list. */
const initialOf = (a: SavedAddress): AddressEditorInitial => ({
  place: { latitude: a.latitude, longitude: a.longitude },
  address: a.address,
  reference: a.reference,
  tag: a.tag,
  pointId: null,
});

/**
 * §2.2 /profile/locations/new and /profile/locations/{id}: the map page of a saved address
 * (pin, coverage as /delivery shows it, the zone's points, address, reference and tag),
 * saved with cliente/saveDireccion ('Dirección guardada'), then back to the list. `id`
 * null is a new address; an id the customer does not have shows a not-found state.
 */
export function AddressPage({ id }: { id: number | null }) {
  const isNew = id === null;
  usePageTitle(isNew ? 'Nueva dirección' : 'Editar dirección');
  const navigate = useNavigate();
  const query = useQuery({ ...direccionesQuery(useLoggedIn()), enabled: !isNew });
  const save = useSaveDireccion();
  const editing = isNew ? null : (query.data?.find((a) => a.id === id) ?? null);

  const onSave = ({ address }: AddressEditorSave) =>
    save.mutate(
      { editing, place: address },
      {
        onSuccess: (saved) => {
          refreshChosenAddress(saved, address.coverage);
          void navigate({ to: '/profile/locations' });
        },
        onError: (error) => toastUnlessAnswered(error, ACTION_FAILED),
      },
    );

  const editor = (initial: AddressEditorInitial | null) => (
    <Suspense fallback={<LoadingView />}>
      <AddressEditorLazy
        initial={initial}
        onSave={onSave}
        onPickup={null}
        submitLabel="Guardar dirección"
        futureOrder={false}
        saved
        busy={save.isPending}
      />
    </Suspense>
  );

  return (
    <section className="profile-page address-page" aria-labelledby="address-title">
      <p className="address-page__back">
        <Link to="/profile/locations">Volver a mis direcciones</Link>
      </p>
      <h1 id="address-title">{isNew ? 'Nueva dirección' : 'Editar dirección'}</h1>
      {isNew ? (
        editor(null)
      ) : editing ? (
        <div key={editing.id}>{editor(initialOf(editing))}</div>
      ) : query.data ? (
        <p className="addresses-page__empty" role="alert">
          {ADDRESS_MESSAGES.notFound}. Puede que la hayas eliminado.
        </p>
      ) : query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <p className="addresses-page__empty" role="status">
          {ADDRESSES_OFFLINE}
        </p>
      ) : (
        <LoadingView />
      )}
    </section>
  );
}
