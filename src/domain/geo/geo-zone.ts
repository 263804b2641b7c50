import type { GeoPolygon } from './geo-polygon';
import type { GeoPoint } from './geo-point';
import type { ShopId } from '../shops/shop-id';

/** §3.2 restriction code that switches the 30-minute warranty off. */
export const GEO_RESTRICTION_NO_WARRANTY = 100;
/** §3.2 / §4.2 restriction code of a schedule restriction (inside its window). */
export const GEO_RESTRICTION_SCHEDULE = 200;

/** §3.2 zone kinds: COL district, ZON delivery zone, TDA shop area. */
export type GeoZoneKind = 'COL' | 'ZON' | 'TDA';

/** §3.2 the hours 'HH:mm' a zone's schedule restriction holds; end before start crosses midnight. */
export interface GeoRestrictionWindow {
  from: string;
  to: string;
}

/** §3.2 one coverage polygon record of the chain, readable names. */
export interface GeoZone {
  kind: GeoZoneKind;
  code: string;
  name: string;
  /** the shop serving it (TDA, and ZON tied to a shop); null for districts */
  shopId: ShopId | null;
  polygon: GeoPolygon;
  /** 100 switches the 30-minute warranty off; 200 is a schedule restriction */
  restrictionCode: number | null;
  /** when restriction 200 holds; null or missing: all day */
  restrictionWindow?: GeoRestrictionWindow | null;
}

/** §3.2 a delivery point as the chain lists it, tied to a ZON zone by its code. */
export interface ZoneDeliveryPoint extends GeoPoint {
  id: number;
  zoneCode: string;
  name: string;
}
