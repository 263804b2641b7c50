import { useSnapshot } from 'valtio';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { deliveryStore } from '../../stores/delivery';

/** §2.11 / §5.6 where the customer is, when known: the chosen delivery location. */
export function useCustomerOrigin(): GeoPoint | null {
  const { address } = useSnapshot(deliveryStore);
  if (!address) return null;
  return { latitude: address.coverage.latitude, longitude: address.coverage.longitude };
}
