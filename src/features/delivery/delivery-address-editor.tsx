import { useSnapshot } from 'valtio';
import { COVERAGE_SCHEDULE_MESSAGE } from '../../domain/geo/coverage';
import {
  deliveryChooseAddress,
  deliveryChoosePoint,
  deliverySetKind,
  deliveryStore,
} from '../../stores/delivery';
import { toastPush } from '../../stores/ui';
import { AddressEditor } from './address-editor';
import type { AddressEditorInitial, AddressEditorSave } from './address-editor-values';
import { DELIVERY_READY_MESSAGE } from './home-place';

interface DeliveryAddressEditorProps {
  pickupDisabled: boolean;
  /** the covered place is chosen */
  onDone: () => void;
}

/**
 * §4.2 the map page of a home delivery's place: opens on the chosen place, and a covered
 * address becomes the delivery's (a schedule restriction is told and keeps the page).
 */
export function DeliveryAddressEditor({ pickupDisabled, onDone }: DeliveryAddressEditorProps) {
  const delivery = useSnapshot(deliveryStore);

  const saveAddress = ({ address, point }: AddressEditorSave) => {
    const outcome = deliveryChooseAddress(address);
    if (outcome === 'scheduleRestricted') {
      toastPush('warning', COVERAGE_SCHEDULE_MESSAGE);
      return;
    }
    if (point) deliveryChoosePoint(point);
    toastPush('success', DELIVERY_READY_MESSAGE);
    onDone();
  };

  // plain values read off the snapshot: nothing the editor keeps is a proxy
  const initial: AddressEditorInitial | null = delivery.address
    ? {
        place: {
          latitude: delivery.address.coverage.latitude,
          longitude: delivery.address.coverage.longitude,
        },
        address: delivery.address.address,
        reference: delivery.address.reference,
        tag: '',
        pointId: delivery.deliveryPoint?.id ?? null,
      }
    : null;

  return (
    <AddressEditor
      initial={initial}
      onSave={saveAddress}
      onPickup={pickupDisabled ? null : () => deliverySetKind('shop')}
      offerPickup={!pickupDisabled}
      submitLabel="Confirmar dirección"
      futureOrder={delivery.future !== null}
    />
  );
}
