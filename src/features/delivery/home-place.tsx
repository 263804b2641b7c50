import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { direccionesQuery } from '../../api/cliente/get-direcciones';
import {
  deliveryModeSavedId,
  savedAddressesForDelivery,
  type SavedAddress,
} from '../../domain/delivery/saved-address';
import { deliveryChoosePoint, deliveryState, deliveryStore } from '../../stores/delivery';
import { toastPush } from '../../stores/ui';
import { DeliveryPoints } from './delivery-points';
import { SavedAddressChoice } from './saved-address-choice';
import { useLoggedIn } from '../../api/use-logged-in';
import { useSavedAddressChoose } from './use-saved-address-choose';

/** §4.2 the place is ready: the page goes on. */
export const DELIVERY_READY_MESSAGE = 'Dirección de entrega lista';

interface HomePlaceProps {
  /** the map editor of a new place */
  editor: ReactNode;
  /** the place is chosen: back to the page that sent the customer */
  onDone: () => void;
}

/**
 * §4.2 where a home delivery goes: for a logged-in customer with saved addresses, the list
 * ('addresses' mode; one tap chooses) and 'Nueva dirección' for the map; else the map.
 * Without the list (offline, a failed call) the map is offered, never an error.
 */
export function HomePlace({ editor, onDone }: HomePlaceProps) {
  const loggedIn = useLoggedIn();
  const query = useQuery(direccionesQuery(loggedIn));
  const delivery = useSnapshot(deliveryStore);
  const [newPlace, setNewPlace] = useState(false);
  const { choose, choosingId } = useSavedAddressChoose();
  const addresses = savedAddressesForDelivery(query.data ?? []);
  const chosenId = deliveryModeSavedId(delivery);

  if (!loggedIn) return editor;
  if (query.data === undefined) {
    return query.fetchStatus === 'fetching' ? (
      <p className="coverage-status" role="status">
        Cargando tus direcciones…
      </p>
    ) : (
      editor
    );
  }
  if (addresses.length === 0) return editor;
  if (newPlace) {
    return (
      <>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setNewPlace(false)}
        >
          Mis direcciones
        </button>
        {editor}
      </>
    );
  }

  const onChoose = async (saved: SavedAddress) => {
    const outcome = await choose(saved);
    if (outcome !== 'home') return;
    toastPush('success', DELIVERY_READY_MESSAGE);
    onDone();
  };
  // a point is asked for when the chosen saved address is in a zone served at points
  const points =
    chosenId > 0 && delivery.option === 'deliveryPoint' && delivery.deliveryPoint === null
      ? (delivery.address?.coverage.deliveryPoints ?? [])
      : [];
  const choosePoint = (id: number) => {
    // the point read off the store's plain copy, never off the snapshot
    const point = deliveryState().address?.coverage.deliveryPoints.find((p) => p.id === id);
    if (!point) return;
    deliveryChoosePoint(point);
    toastPush('success', DELIVERY_READY_MESSAGE);
    onDone();
  };

  return (
    <>
      <SavedAddressChoice
        addresses={addresses}
        chosenId={chosenId}
        choosingId={choosingId}
        onChoose={(saved) => void onChoose(saved)}
        onNew={() => setNewPlace(true)}
      />
      {points.length > 0 ? (
        <DeliveryPoints
          points={points}
          value={null}
          onChange={(p) => choosePoint(p.id)}
          error={null}
          pin={delivery.address?.coverage ?? null}
        />
      ) : null}
    </>
  );
}
