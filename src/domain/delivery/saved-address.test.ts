import { describe, expect, it } from 'vitest';
import { coverageSample } from '../../test/coverage-builders';
import { shopIdOf } from '../shops/shop-id';
import {
  DELIVERY_EMPTY,
  deliveryModeBanner,
  deliveryModeChooseAddress,
  deliveryModeChooseKind,
  deliveryModeChooseShop,
  type DeliveryState,
} from './delivery-mode';
import {
  deliveryModeChooseMain,
  deliveryModeLogout,
  deliveryModeSavedId,
  deliveryModeTakesMain,
  savedAddressDelivery,
  savedAddressIds,
  savedAddressMain,
  savedAddressesForDelivery,
  savedAddressesMarkMain,
  savedAddressesMove,
} from './saved-address';
import { savedAddressSample as saved } from './saved-address.fixture';

const list = [saved(7, 1), saved(12, 0), saved(9, 2, { main: true })];
const pickup = { shopId: shopIdOf(7), shopName: 'Plaza Mundo', pickupOption: 'PARQUEO' };
const guestPlace = (): DeliveryState =>
  deliveryModeChooseAddress(DELIVERY_EMPTY, {
    coverage: coverageSample(),
    address: 'Calle La Mascota #12',
    reference: '',
    tag: '',
  }).state;

describe('saved addresses (§3.2, §4.2)', () => {
  it('offers the main one first, then the customer order', () => {
    expect(savedAddressesForDelivery(list).map((a) => a.id)).toEqual([9, 12, 7]);
    expect(savedAddressMain(list)?.id).toBe(9);
    expect(savedAddressMain([saved(3, 1), saved(4, 0)])?.id).toBe(4);
    expect(savedAddressMain([])).toBeNull();
  });

  it('moves one and renumbers the positions; the ids follow the new order', () => {
    const moved = savedAddressesMove(list, 0, 2);
    expect(moved.map((a) => [a.id, a.order])).toEqual([
      [7, 0],
      [9, 1],
      [12, 2],
    ]);
    expect(savedAddressIds(moved)).toEqual([7, 9, 12]);
    expect(savedAddressIds(savedAddressesMove(list, 2, 1))).toEqual([12, 9, 7]);
    expect(savedAddressIds(savedAddressesMove(list, 0, 5))).toEqual([12, 7, 9]);
  });

  it('marks one main and the others lose it', () => {
    expect(savedAddressesMarkMain(list, 7).map((a) => [a.id, a.main])).toEqual([
      [7, true],
      [12, false],
      [9, false],
    ]);
  });

  it('a chosen saved address carries its id, tag and texts in the coverage', () => {
    const chosen = savedAddressDelivery(saved(12, 0, { main: true }), coverageSample());
    expect(chosen.coverage).toMatchObject({
      id: 12,
      tag: 'Dirección 12',
      main: true,
      address: 'Calle 12',
      reference: 'Portón negro',
      shop: 4,
    });
    expect([chosen.address, chosen.reference, chosen.tag]).toEqual([
      'Calle 12',
      'Portón negro',
      'Dirección 12',
    ]);
    const state = deliveryModeChooseAddress(DELIVERY_EMPTY, chosen).state;
    expect(deliveryModeSavedId(state)).toBe(12);
    expect(deliveryModeBanner(state, String).place).toBe('Dirección 12 · Calle 12');
  });
});

describe('the main address after login (§4.1)', () => {
  it('is chosen when no place was chosen', () => {
    expect(deliveryModeTakesMain(DELIVERY_EMPTY)).toBe(true);
    const state = deliveryModeChooseMain(DELIVERY_EMPTY, saved(9, 2), coverageSample());
    expect([state.kind, state.option, deliveryModeSavedId(state)]).toEqual(['home', 'home', 9]);
    const home = deliveryModeChooseKind(DELIVERY_EMPTY, 'home');
    expect(deliveryModeSavedId(deliveryModeChooseMain(home, saved(9, 2), coverageSample()))).toBe(
      9,
    );
  });

  it('never replaces a place or a pickup chosen before', () => {
    const place = guestPlace();
    expect(deliveryModeChooseMain(place, saved(9, 2), coverageSample())).toBe(place);
    const shop = deliveryModeChooseShop(DELIVERY_EMPTY, pickup);
    expect(deliveryModeChooseMain(shop, saved(9, 2), coverageSample())).toBe(shop);
    const pickupMode = deliveryModeChooseKind(DELIVERY_EMPTY, 'shop');
    expect(deliveryModeTakesMain(pickupMode)).toBe(false);
  });

  it('is not chosen without coverage or under a schedule restriction', () => {
    expect(deliveryModeChooseMain(DELIVERY_EMPTY, saved(9, 2), null)).toBe(DELIVERY_EMPTY);
    const restricted = coverageSample({ scheduleRestriction: true, restrictionCode: 200 });
    expect(deliveryModeChooseMain(DELIVERY_EMPTY, saved(9, 2), restricted)).toBe(DELIVERY_EMPTY);
  });
});

describe('logout (§4.1)', () => {
  it('removes a saved address (id above 0) and keeps the mode', () => {
    const state = deliveryModeChooseMain(DELIVERY_EMPTY, saved(9, 2), coverageSample());
    const after = deliveryModeLogout(state);
    expect([after.kind, after.address, deliveryModeSavedId(after)]).toEqual(['home', null, 0]);
  });

  it('keeps a guest location and a pickup shop', () => {
    const place = guestPlace();
    expect(deliveryModeLogout(place)).toBe(place);
    const shop = deliveryModeChooseShop(DELIVERY_EMPTY, pickup);
    expect(deliveryModeLogout(shop)).toBe(shop);
  });
});
