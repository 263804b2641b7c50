import type { Coverage, DeliveryPoint } from '../domain/geo/coverage';
import { shopIdOf } from '../domain/shops/shop-id';

/** A §3.2 coverage answer for Colonia Escalón (served by shop 4, 30-minute warranty). */
export function coverageSample(overrides: Partial<Coverage> = {}): Coverage {
  return {
    id: 0,
    tag: '',
    main: false,
    address: '',
    reference: '',
    latitude: 13.7065,
    longitude: -89.239,
    isDeliveryPoint: false,
    deliveryPoints: [],
    district: 'Colonia Escalón',
    districtCode: 'SSA-ESC',
    shop: shopIdOf(4),
    shopName: 'Zona Rosa',
    street: '',
    streetCode: '',
    systemTime: '2026-11-23T12:00:00-06:00',
    quadrant: 'TDA-SS04',
    zone: 'Z-SS-01',
    pickupShop: false,
    appliesWarranty: true,
    scheduleRestriction: false,
    restrictionCode: null,
    typeOfWarranty: '30MIN',
    messageOfWarranty: '',
    ...overrides,
  };
}

/** A §3.2 delivery point of the Ciudad Universitaria zone, 'Portón {id}'. */
export const deliveryPointSample = (id: number): DeliveryPoint => ({
  id,
  index: id - 1,
  districtCode: 'SSA-CUN',
  streetCode: '',
  district: 'Ciudad Universitaria',
  description: `Portón ${id}`,
  latitude: 13.7185,
  longitude: -89.203,
  zone: 'Z-SS-05',
});
