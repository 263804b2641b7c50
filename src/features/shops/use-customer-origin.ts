import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { shopsOrigin } from '../../domain/shops/shops-list';
import { deliveryStore } from '../../stores/delivery';
import { useDeviceLocation } from './device-location';

/**
 * §2.11 / §5.6 where the customer is, when known: the device's position (once the shops
 * list has read it, see ShopsNearby), else the chosen delivery location.
 */
export function useCustomerOrigin(): GeoPoint | null {
  const { address } = useSnapshot(deliveryStore);
  const { point } = useDeviceLocation();
  const latitude = address?.coverage.latitude;
  const longitude = address?.coverage.longitude;
  return useMemo(() => {
    const chosen =
      latitude === undefined || longitude === undefined ? null : { latitude, longitude };
    return shopsOrigin(point, chosen);
  }, [point, latitude, longitude]);
}
