import type { DeliveryAddress } from '../../domain/delivery/delivery-mode';
import type { DeliveryPoint } from '../../domain/geo/coverage';
import type { GeoPoint } from '../../domain/geo/geo-point';

/** What the address editor saves: the covered address and, in a zone of points, the point. */
export interface AddressEditorSave {
  address: DeliveryAddress;
  point: DeliveryPoint | null;
}

/** The place the editor opens on: plain values (never a store proxy or snapshot). */
export interface AddressEditorInitial {
  place: GeoPoint;
  address: string;
  reference: string;
  tag: string;
  pointId: number | null;
}
