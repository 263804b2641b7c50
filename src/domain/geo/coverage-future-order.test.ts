import { describe, expect, it } from 'vitest';
import type { Coverage } from './coverage';
import { coverageForFutureOrder } from './coverage-future-order';
import { shopIdOf } from '../shops/shop-id';

const covered: Coverage = {
  id: 0,
  tag: '',
  main: false,
  address: 'Calle La Mascota #12',
  reference: '',
  latitude: 13.6975,
  longitude: -89.191,
  isDeliveryPoint: false,
  deliveryPoints: [],
  district: 'Centro Histórico',
  districtCode: 'SSA-CEN',
  shop: shopIdOf(3),
  shopName: 'Centro',
  street: '',
  streetCode: '',
  systemTime: '2026-11-23T19:00:00-06:00',
  quadrant: 'TDA-SS03',
  zone: 'Z-SS-04',
  pickupShop: false,
  appliesWarranty: true,
  scheduleRestriction: true,
  restrictionCode: 200,
  typeOfWarranty: '30MIN',
  messageOfWarranty: '',
};

describe('coverageForFutureOrder', () => {
  it('replaces the warranty message and clears the restriction (§5.5)', () => {
    const future = coverageForFutureOrder(covered);
    expect(future).toEqual({
      ...covered,
      appliesWarranty: false,
      typeOfWarranty: 'SIN',
      messageOfWarranty:
        'Tu orden no cuenta con garantía debido a que es una orden futura, sin embargo trabajamos para servirte en la hora indicada',
      restrictionCode: null,
      scheduleRestriction: false,
    });
    // the original is left alone
    expect(covered.restrictionCode).toBe(200);
  });

  it('also replaces the no-warranty message of restriction 100', () => {
    const future = coverageForFutureOrder({
      ...covered,
      appliesWarranty: false,
      scheduleRestriction: false,
      restrictionCode: 100,
      typeOfWarranty: 'SIN',
      messageOfWarranty:
        'Esta orden no cuenta con garantía de 30 minutos pero estamos trabajando para servirte en el menor tiempo posible!',
    });
    expect(future.restrictionCode).toBeNull();
    expect(future.messageOfWarranty).toMatch(/^Tu orden no cuenta con garantía debido/);
  });
});
