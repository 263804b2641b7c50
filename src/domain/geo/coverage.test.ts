import { describe, expect, it } from 'vitest';
import {
  COVERAGE_NO_WARRANTY_MESSAGE,
  COVERAGE_NONE_MESSAGE,
  COVERAGE_POINT_REQUIRED_MESSAGE,
  COVERAGE_SCHEDULE_MESSAGE,
  coverageResolve,
  type CoverageInput,
} from './coverage';
import type { GeoPoint } from './geo-point';
import type { GeoRing } from './geo-polygon';
import type { GeoZone, ZoneDeliveryPoint } from './geo-zone';
import { shopIdOf } from '../shops/shop-id';

// A small made-up map, [lng, lat] = [x, y]:
//   districts C1 (0..10 × 0..10) and C2 (10..20 × 0..10) sharing the edge x = 10;
//   shop area T1 (shop 1) 0..6 × 0..10 with a hole 1..2 × 1..2; T2 (shop 1) outside any district;
//   zones Z1 (shop 2, delivery points) 3..8 × 0..5, Z2 (shop 1, restriction 100) 3..8 × 5..10,
//   Z3 (shop 1, restriction 200 at night) 12..14 × 0..2, Z4 (no shop) 15..17 × 5..7.
const rect = (x0: number, y0: number, x1: number, y1: number): GeoRing => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];
const zone = (z: Partial<GeoZone> & Pick<GeoZone, 'kind' | 'code' | 'polygon'>): GeoZone => ({
  name: `Zona ${z.code}`,
  shopId: null,
  restrictionCode: null,
  ...z,
});
const zones: GeoZone[] = [
  zone({
    kind: 'TDA',
    code: 'T1',
    shopId: shopIdOf(1),
    polygon: [rect(0, 0, 6, 10), rect(1, 1, 2, 2)],
  }),
  zone({ kind: 'TDA', code: 'T2', shopId: shopIdOf(1), polygon: [rect(-5, 0, -1, 5)] }),
  zone({
    kind: 'ZON',
    code: 'Z1',
    name: 'Campus',
    shopId: shopIdOf(2),
    polygon: [rect(3, 0, 8, 5)],
  }),
  zone({
    kind: 'ZON',
    code: 'Z2',
    shopId: shopIdOf(1),
    polygon: [rect(3, 5, 8, 10)],
    restrictionCode: 100,
  }),
  zone({
    kind: 'ZON',
    code: 'Z3',
    shopId: shopIdOf(1),
    polygon: [rect(12, 0, 14, 2)],
    restrictionCode: 200,
    restrictionWindow: { from: '18:00', to: '06:00' },
  }),
  zone({ kind: 'ZON', code: 'Z4', polygon: [rect(15, 5, 17, 7)] }),
  zone({ kind: 'COL', code: 'C1', name: 'Colonia Uno', polygon: [rect(0, 0, 10, 10)] }),
  zone({ kind: 'COL', code: 'C2', name: 'Colonia Dos', polygon: [rect(10, 0, 20, 10)] }),
];
const deliveryPoints: ZoneDeliveryPoint[] = [
  { id: 7, zoneCode: 'Z1', name: 'Portón norte', latitude: 4, longitude: 4 },
  { id: 3, zoneCode: 'Z9', name: 'Otra zona', latitude: 1, longitude: 1 },
  { id: 9, zoneCode: 'Z1', name: 'Portón sur', latitude: 1, longitude: 5 },
];
const shops = [
  { id: shopIdOf(1), name: 'Centro', pickupOptions: ['MOSTRADOR'] },
  { id: shopIdOf(2), name: 'Universidad', pickupOptions: [] },
];
const sv = (local: string) => new Date(`${local}-06:00`).getTime();
const NOON = sv('2026-11-23T12:00:00');
const at = (longitude: number, latitude: number): GeoPoint => ({ latitude, longitude });
const resolve = (point: GeoPoint, more: Partial<CoverageInput> = {}) =>
  coverageResolve({
    point,
    zones,
    deliveryPoints,
    shops,
    now: NOON,
    systemTime: '2026-11-23T12:00:00-06:00',
    ...more,
  });

describe('coverageResolve', () => {
  it('covers COL+ZON+TDA with the zone’s shop, its delivery points and the warranty', () => {
    expect(resolve(at(4, 2))).toEqual({
      id: 0,
      tag: '',
      main: false,
      address: '',
      reference: '',
      latitude: 2,
      longitude: 4,
      isDeliveryPoint: true,
      deliveryPoints: [
        {
          id: 7,
          index: 0,
          districtCode: 'C1',
          streetCode: '',
          district: 'Colonia Uno',
          description: 'Portón norte',
          latitude: 4,
          longitude: 4,
          zone: 'Z1',
        },
        {
          id: 9,
          index: 1,
          districtCode: 'C1',
          streetCode: '',
          district: 'Colonia Uno',
          description: 'Portón sur',
          latitude: 1,
          longitude: 5,
          zone: 'Z1',
        },
      ],
      district: 'Colonia Uno',
      districtCode: 'C1',
      shop: shopIdOf(2),
      shopName: 'Universidad',
      street: '',
      streetCode: '',
      systemTime: '2026-11-23T12:00:00-06:00',
      quadrant: 'T1',
      zone: 'Z1',
      pickupShop: false,
      appliesWarranty: true,
      scheduleRestriction: false,
      restrictionCode: null,
      typeOfWarranty: '30MIN',
      messageOfWarranty: '',
    });
  });

  it('covers COL+TDA with the area’s shop and no zone', () => {
    expect(resolve(at(1, 8))).toMatchObject({
      shop: shopIdOf(1),
      shopName: 'Centro',
      quadrant: 'T1',
      zone: '',
      isDeliveryPoint: false,
      deliveryPoints: [],
      districtCode: 'C1',
    });
  });

  it('covers COL+ZON without a shop area', () => {
    expect(resolve(at(7, 2))).toMatchObject({ shop: 2, quadrant: '', zone: 'Z1' });
  });

  it('does not cover a single kind, ZON+TDA without a district, or nothing', () => {
    expect(resolve(at(15, 1))).toBeNull(); // only C2
    expect(resolve(at(-3, 2))).toBeNull(); // only T2
    expect(resolve(at(30, 30))).toBeNull();
    expect(resolve(at(4, 2), { zones: zones.filter((z) => z.kind !== 'COL') })).toBeNull();
    expect(resolve(at(4, 2), { zones: [] })).toBeNull();
  });

  it('does not cover a place no known shop serves', () => {
    expect(resolve(at(16, 6))).toBeNull(); // C2 + Z4, which has no shop
    expect(resolve(at(4, 2), { shops: shops.filter((s) => s.id !== 2) })).toBeNull();
  });

  it('switches the warranty off with restriction 100', () => {
    expect(resolve(at(4, 7))).toMatchObject({
      zone: 'Z2',
      shop: shopIdOf(1),
      restrictionCode: 100,
      appliesWarranty: false,
      typeOfWarranty: 'SIN',
      messageOfWarranty: COVERAGE_NO_WARRANTY_MESSAGE,
      scheduleRestriction: false,
    });
    expect(COVERAGE_NO_WARRANTY_MESSAGE).toBe(
      'Esta orden no cuenta con garantía de 30 minutos pero estamos trabajando para servirte en el menor tiempo posible!',
    );
  });

  it('restricts the schedule with restriction 200 only inside its window', () => {
    const night = resolve(at(13, 1), { now: sv('2026-11-23T19:00:00') });
    expect(night).toMatchObject({
      zone: 'Z3',
      districtCode: 'C2',
      restrictionCode: 200,
      scheduleRestriction: true,
      appliesWarranty: true,
      typeOfWarranty: '30MIN',
      messageOfWarranty: '',
    });
    expect(resolve(at(13, 1))).toMatchObject({ restrictionCode: 200, scheduleRestriction: false });
    const allDay = zones.map((z) => (z.code === 'Z3' ? { ...z, restrictionWindow: null } : z));
    expect(resolve(at(13, 1), { zones: allDay })?.scheduleRestriction).toBe(true);
  });

  it('takes the restriction of the most specific zone holding one', () => {
    const restricted = (code: string, restrictionCode: number) =>
      zones.map((z) => (z.code === code ? { ...z, restrictionCode } : z));
    // T1 holds 100; Z1 has none: the area's code applies
    expect(resolve(at(4, 2), { zones: restricted('T1', 100) })).toMatchObject({
      restrictionCode: 100,
      appliesWarranty: false,
    });
    // the district's code applies when neither zone nor area has one
    expect(resolve(at(1, 8), { zones: restricted('C1', 200) })).toMatchObject({
      restrictionCode: 200,
      scheduleRestriction: true,
    });
    // Z2 holds 100 and T1 200: the zone wins
    expect(resolve(at(4, 7), { zones: restricted('T1', 200) })).toMatchObject({
      restrictionCode: 100,
      scheduleRestriction: false,
    });
  });

  it('leaves out a hole of the shop area but covers its edge', () => {
    expect(resolve(at(1.5, 1.5))).toBeNull(); // C1 only
    expect(resolve(at(1, 1.5))).toMatchObject({ quadrant: 'T1', shop: 1 });
  });

  it('covers a point exactly on an edge or a corner', () => {
    expect(resolve(at(6, 8))).toMatchObject({ quadrant: 'T1', zone: 'Z2' }); // T1's east edge
    expect(resolve(at(0, 0))).toMatchObject({ quadrant: 'T1', districtCode: 'C1' });
  });

  it('takes the first match of a kind in list order', () => {
    // on the edge shared by C1 and C2, inside Z3 moved there
    const moved = zones.map((z) => (z.code === 'Z3' ? { ...z, polygon: [rect(9, 0, 11, 2)] } : z));
    expect(resolve(at(10, 1), { zones: moved })).toMatchObject({ districtCode: 'C1' });
    expect(resolve(at(10, 1), { zones: [...moved].reverse() })).toMatchObject({
      districtCode: 'C2',
    });
  });

  it('keeps the exact coordinates asked', () => {
    const c = resolve(at(4.123456789, 2.987654321));
    expect(c?.latitude).toBe(2.987654321);
    expect(c?.longitude).toBe(4.123456789);
  });
});

describe('coverage messages (§8.2, word for word)', () => {
  it('are the spec’s', () => {
    expect(COVERAGE_NONE_MESSAGE).toBe('La dirección seleccionada no cuenta con cobertura');
    expect(COVERAGE_SCHEDULE_MESSAGE).toBe('Esta dirección tiene restricción de horario');
    expect(COVERAGE_POINT_REQUIRED_MESSAGE).toBe('Debe seleccionar un punto de entrega');
  });
});
