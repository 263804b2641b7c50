import { describe, expect, it } from 'vitest';
import { coverageSample, deliveryPointSample } from '../../test/coverage-builders';
import type { Coverage } from '../geo/coverage';
import {
  DELIVERY_BANNER_EMPTY,
  DELIVERY_EMPTY,
  deliveryModeAddressCheck,
  deliveryModeBanner,
  deliveryModeChooseAddress,
  deliveryModeChooseKind,
  deliveryModeChoosePoint,
  deliveryModeChooseShop,
  deliveryModeClearPlace,
  deliveryModeReady,
  deliveryModeSetFuture,
  deliveryModeShopId,
  type DeliveryAddress,
} from './delivery-mode';
import { shopIdOf } from '../shops/shop-id';

const point = deliveryPointSample;
const coverage = coverageSample;

const address = (c: Coverage = coverage()): DeliveryAddress => ({
  coverage: c,
  address: 'Calle La Mascota #12',
  reference: 'Portón negro',
  tag: '',
});
const pickup = {
  shopId: shopIdOf(7),
  shopName: 'Plaza Mundo Soyapango',
  pickupOption: 'AUTOSERVICIO',
};
const label = (code: string) => (code === 'AUTOSERVICIO' ? 'Autoservicio' : code);

describe('delivery mode (§4.2)', () => {
  it('starts unselected and the selector sets the mode and option', () => {
    expect(deliveryModeReady(DELIVERY_EMPTY)).toBe(false);
    const home = deliveryModeChooseKind(DELIVERY_EMPTY, 'home');
    expect([home.kind, home.option]).toEqual(['home', 'home']);
    expect(deliveryModeReady(home)).toBe(false);
  });

  it('choosing a location sets home and clears the shop; choosing a shop clears the location', () => {
    const withShop = deliveryModeChooseShop(DELIVERY_EMPTY, pickup);
    expect(deliveryModeShopId(withShop)).toBe(7);
    const { state, outcome } = deliveryModeChooseAddress(withShop, address());
    expect(outcome).toBe('home');
    expect(state.pickup).toBeNull();
    expect([state.kind, state.option]).toEqual(['home', 'home']);
    expect(deliveryModeShopId(state)).toBe(4);
    expect(deliveryModeReady(state)).toBe(true);
    const back = deliveryModeChooseShop(state, pickup);
    expect(back.address).toBeNull();
    expect([back.kind, back.option, deliveryModeShopId(back)]).toEqual(['shop', 'shop', 7]);
  });

  it('switches to delivery point when coverage has points and none is chosen', () => {
    const c = coverage({ isDeliveryPoint: true, deliveryPoints: [point(1), point(2)] });
    const { state, outcome } = deliveryModeChooseAddress(DELIVERY_EMPTY, address(c));
    expect(outcome).toBe('deliveryPoint');
    expect(state.option).toBe('deliveryPoint');
    expect(deliveryModeAddressCheck(state)).toBe('noDeliveryPoint');
    expect(deliveryModeReady(state)).toBe(false);
    // a point the coverage did not offer is refused
    expect(deliveryModeChoosePoint(state, point(9))).toBe(state);
    const chosen = deliveryModeChoosePoint(state, point(2));
    expect(deliveryModeAddressCheck(chosen)).toBe('valid');
    expect(deliveryModeReady(chosen)).toBe(true);
    expect(deliveryModeBanner(chosen, label)).toEqual({
      place: 'Calle La Mascota #12',
      detail: 'Entregar en Portón 2',
    });
  });

  it('switches to shop when a schedule restriction forces pickup', () => {
    const c = coverage({ scheduleRestriction: true, restrictionCode: 200 });
    const { state, outcome } = deliveryModeChooseAddress(DELIVERY_EMPTY, address(c));
    expect(outcome).toBe('scheduleRestricted');
    expect([state.kind, state.option, state.address]).toEqual(['shop', 'shop', null]);
  });

  it('clearing the place keeps the mode and the future order', () => {
    const future = { at: 1_800_000_000_000, invalid: false };
    const chosen = deliveryModeSetFuture(
      deliveryModeChooseAddress(DELIVERY_EMPTY, address()).state,
      future,
    );
    const cleared = deliveryModeClearPlace(chosen);
    expect([cleared.kind, cleared.address, cleared.future]).toEqual(['home', null, future]);
    expect(deliveryModeShopId(cleared)).toBeNull();
  });

  it('banner: empty, home address, pickup', () => {
    expect(deliveryModeBanner(DELIVERY_EMPTY, label)).toEqual({
      place: DELIVERY_BANNER_EMPTY,
      detail: null,
    });
    const home = deliveryModeChooseAddress(DELIVERY_EMPTY, address()).state;
    expect(deliveryModeBanner(home, label)).toEqual({
      place: 'Calle La Mascota #12',
      detail: null,
    });
    const shop = deliveryModeChooseShop(DELIVERY_EMPTY, pickup);
    expect(deliveryModeBanner(shop, label)).toEqual({
      place: 'Plaza Mundo Soyapango',
      detail: 'Retirar en tienda Autoservicio',
    });
    expect(DELIVERY_BANNER_EMPTY).toBe('Selecciona la tienda/el sitio de entrega');
  });
});
