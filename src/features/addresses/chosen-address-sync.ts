import {
  deliveryModeSavedId,
  savedAddressDelivery,
  type SavedAddress,
} from '../../domain/delivery/saved-address';
import type { Coverage } from '../../domain/geo/coverage';
import { deliveryChooseAddress, deliveryClearPlace, deliveryStore } from '../../stores/delivery';

/** §4.2 a deleted saved address is no longer the delivery place (the mode stays). */
export function forgetChosenAddress(id: number): void {
  if (deliveryModeSavedId(deliveryStore) === id) deliveryClearPlace();
}

/** §4.2 an edited saved address that is the delivery place: the place follows the edit. */
export function refreshChosenAddress(saved: SavedAddress, coverage: Coverage): void {
  if (deliveryModeSavedId(deliveryStore) !== saved.id) return;
  deliveryChooseAddress(savedAddressDelivery(saved, coverage));
}
