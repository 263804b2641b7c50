import { coverageScheduleRestricted } from './coverage-schedule';
import type { ShopId } from '../shops/shop-id';
import type { GeoPoint } from './geo-point';
import { geoPointInPolygon } from './geo-polygon';
import {
  GEO_RESTRICTION_NO_WARRANTY,
  type GeoZone,
  type GeoZoneKind,
  type ZoneDeliveryPoint,
} from './geo-zone';

// §3.2 coverage result and the delivery points of a zone, readable names; §8.2 messages.

/** §8.2 default warranty message: shown when the 30-minute warranty does not apply. */
export const COVERAGE_NO_WARRANTY_MESSAGE =
  'Esta orden no cuenta con garantía de 30 minutos pero estamos trabajando para servirte en el menor tiempo posible!';
/** §8.2 the address is in no covered area. */
export const COVERAGE_NONE_MESSAGE = 'La dirección seleccionada no cuenta con cobertura';
/** §8.2 / §4.2 a schedule restriction applies now (the app offers pickup instead). */
export const COVERAGE_SCHEDULE_MESSAGE = 'Esta dirección tiene restricción de horario';
/** §8.2 / §4.2 the zone delivers only to its delivery points and none is chosen. */
export const COVERAGE_POINT_REQUIRED_MESSAGE = 'Debe seleccionar un punto de entrega';
/** §5.5 warranty message of a future order. */
export const COVERAGE_FUTURE_ORDER_MESSAGE =
  'Tu orden no cuenta con garantía debido a que es una orden futura, sin embargo trabajamos para servirte en la hora indicada';

/** §9 warranty kinds: the 30-minute promise, or none. */
export type CoverageWarranty = '30MIN' | 'SIN';

/** §3.2 a delivery point of a zone: the customer picks one instead of a street address. */
export interface DeliveryPoint extends GeoPoint {
  id: number;
  /** position in the zone's list, 0..n-1 */
  index: number;
  districtCode: string;
  streetCode: string;
  district: string;
  /** the point's name, e.g. 'Portón principal Universidad de El Salvador' */
  description: string;
  /** code of the ZON zone it belongs to */
  zone: string;
}

/** §3.2 coverage result of a place: where it is, which shop serves it and on what terms. */
export interface Coverage extends GeoPoint {
  /** 0: not a saved address */
  id: number;
  tag: string;
  main: boolean;
  /** address text: the app fills it in */
  address: string;
  reference: string;
  /** true when the zone delivers to delivery points (deliveryPoints not empty) */
  isDeliveryPoint: boolean;
  deliveryPoints: DeliveryPoint[];
  /** name of the district (COL) */
  district: string;
  /** code of the district (COL) */
  districtCode: string;
  /** id of the shop that serves the place */
  shop: ShopId;
  shopName: string;
  street: string;
  streetCode: string;
  /** server time of the answer (ISO 8601 with the El Salvador offset) */
  systemTime: string;
  /** code of the shop area (TDA), or '' */
  quadrant: string;
  /** code of the delivery zone (ZON), or '' */
  zone: string;
  pickupShop: boolean;
  appliesWarranty: boolean;
  /** true when a schedule restriction (code 200) applies at the time asked */
  scheduleRestriction: boolean;
  restrictionCode: number | null;
  typeOfWarranty: CoverageWarranty;
  /** '' when the warranty applies, else the §8.2 message (or the §5.5 one) */
  messageOfWarranty: string;
}

/** §3.2 a shop as coverage needs it (the catalogue's Shop fits). */
export interface CoverageShop {
  id: ShopId;
  name: string;
}

/** §3.2 what coverage is resolved from: the place, the chain's zones, points and shops. */
export interface CoverageInput {
  point: GeoPoint;
  zones: readonly GeoZone[];
  deliveryPoints: readonly ZoneDeliveryPoint[];
  shops: readonly CoverageShop[];
  /** the server's now, epoch ms (schedule restrictions are read in El Salvador time) */
  now: number;
  /** the server time reported back in the result */
  systemTime: string;
}

const firstOf = (kind: GeoZoneKind, zones: readonly GeoZone[], point: GeoPoint) =>
  zones.find((z) => z.kind === kind && geoPointInPolygon(point, z.polygon)) ?? null;

/**
 * §3.2 coverage of a place: the first district (COL), delivery zone (ZON) and shop area (TDA)
 * holding it. Covered only with COL+ZON, COL+TDA or all three, and a known shop to serve it
 * (the ZON's, else the TDA's); null otherwise. The restriction is the most specific zone's
 * (ZON, then TDA, then COL): 100 switches the warranty off, 200 restricts the schedule.
 */
export function coverageResolve(input: CoverageInput): Coverage | null {
  const { point, zones } = input;
  const district = firstOf('COL', zones, point);
  const zone = firstOf('ZON', zones, point);
  const area = firstOf('TDA', zones, point);
  if (district === null || (zone === null && area === null)) return null;
  const shopId = zone?.shopId ?? area?.shopId ?? null;
  const shop = input.shops.find((s) => s.id === shopId);
  if (!shop) return null;

  const restricting = [zone, area, district].find((z) => z !== null && z.restrictionCode !== null);
  const restrictionCode = restricting?.restrictionCode ?? null;
  const appliesWarranty = restrictionCode !== GEO_RESTRICTION_NO_WARRANTY;
  const deliveryPoints: DeliveryPoint[] = input.deliveryPoints
    .filter((p) => zone !== null && p.zoneCode === zone.code)
    .map((p, index) => ({
      id: p.id,
      index,
      districtCode: district.code,
      streetCode: '',
      district: district.name,
      description: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      zone: p.zoneCode,
    }));
  return {
    id: 0,
    tag: '',
    main: false,
    address: '',
    reference: '',
    latitude: point.latitude,
    longitude: point.longitude,
    isDeliveryPoint: deliveryPoints.length > 0,
    deliveryPoints,
    district: district.name,
    districtCode: district.code,
    shop: shop.id,
    shopName: shop.name,
    street: '',
    streetCode: '',
    systemTime: input.systemTime,
    quadrant: area?.code ?? '',
    zone: zone?.code ?? '',
    pickupShop: false,
    appliesWarranty,
    scheduleRestriction: coverageScheduleRestricted(
      restrictionCode,
      restricting?.restrictionWindow,
      input.now,
    ),
    restrictionCode,
    typeOfWarranty: appliesWarranty ? '30MIN' : 'SIN',
    messageOfWarranty: appliesWarranty ? '' : COVERAGE_NO_WARRANTY_MESSAGE,
  };
}
