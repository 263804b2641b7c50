import { describe, expect, it } from 'vitest';
import { cartProduct } from '../../test/cart-builders';
import { cartValidityInput, shopHours, svTime } from '../../test/cart-validity-builders';
import type { ShopHours } from '../catalogs';
import type { ItemSchedule } from '../menu-data';
import { productIdOf } from '../product-id';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartValidity, type CartValidityInput } from './cart-validity';

const burger = cartAdd(cartEmpty(), cartProduct(1101, 'PRD', 800), 1);
const check = (cart: Cart, extra: Partial<CartValidityInput>) =>
  cartValidity(cartValidityInput(cart, extra));
const withChainHours = (openingTime: string, closingTime: string) => {
  const menu = cartValidityInput(cartEmpty()).menu;
  return { ...menu, parameters: { ...menu.parameters, openingTime, closingTime } };
};
const closedAt = (hhmm: string, menu = withChainHours('07:00', '22:00'), day = 23) =>
  check(burger, { menu, now: svTime(hhmm, day) }).flags.closed;
const atShop = (hours: ShopHours[]) =>
  ({ kind: 'shop', address: 'valid', shopHours: hours }) as const;

describe('cartValidity: opening hours', () => {
  it('opens at the opening minute and closes at the closing minute', () => {
    expect(['06:59', '07:00', '21:59', '22:00'].map((t) => closedAt(t))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('keeps a closing time of 23:59 open through that minute', () => {
    expect(closedAt('23:59', withChainHours('07:00', '23:59'))).toBe(false);
    expect(closedAt('00:00', withChainHours('07:00', '23:59'))).toBe(true);
  });

  it('handles hours crossing midnight', () => {
    const late = withChainHours('18:00', '02:00');
    expect(['17:59', '18:00', '23:30', '01:59', '02:00'].map((t) => closedAt(t, late))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('explains a closed store in the dialog without disabling the button', () => {
    const result = check(burger, { now: svTime('23:00') });
    expect([result.buttonDisabled, result.dialogOpens]).toEqual([false, true]);
    expect(result.messages).toEqual(['Horario de atención: 07:00 - 22:00']);
  });

  it('does not flag a closed store when a future order is chosen', () => {
    const result = check(burger, { now: svTime('23:00'), futureOrderAt: svTime('09:00', 24) });
    expect(result.valid).toBe(true);
  });

  it("uses the serving shop's hours for the server weekday, else the chain's", () => {
    const hours = [shopHours(1, '10:00', '20:00'), shopHours(2, '06:00', '23:00')];
    const monday = check(burger, { delivery: atShop(hours), now: svTime('09:00') });
    expect(monday.messages).toEqual(['Horario de atención: 10:00 - 20:00']);
    const tuesday = check(burger, { delivery: atShop(hours), now: svTime('06:30', 24) });
    expect(tuesday.valid).toBe(true);
    const sunday = check(burger, { delivery: atShop(hours), now: svTime('06:30', 29) });
    expect(sunday.messages).toEqual(['Horario de atención: 07:00 - 22:00']);
  });

  it('does not flag malformed hours (the order save re-checks)', () => {
    expect(closedAt('03:00', withChainHours('7am', '22:00'))).toBe(false);
  });
});

describe('cartValidity: item schedules and weekdays', () => {
  const breakfast: ItemSchedule[] = [{ menuId: productIdOf(1101), from: '07:00', to: '11:00' }];
  const restrictedAt = (
    hhmm: string,
    schedules: ItemSchedule[] = breakfast,
    extra: Partial<CartValidityInput> = {},
  ) => check(burger, { itemSchedules: schedules, now: svTime(hhmm), ...extra }).flags;

  it('allows an item from its first minute up to, not including, its last', () => {
    const flags = ['06:59', '07:00', '10:59', '11:00'].map((t) => restrictedAt(t));
    expect(flags.map((f) => f.scheduleRestricted)).toEqual([true, false, false, true]);
  });

  it('shows its message in the dialog', () => {
    const result = check(burger, { itemSchedules: breakfast, now: svTime('12:00') });
    expect([result.dialogOpens, result.messages]).toEqual([
      true,
      ['Productos restringidos por horario'],
    ]);
  });

  it('ignores rows of other items and allows any of several rows', () => {
    expect(
      restrictedAt('12:00', [{ menuId: productIdOf(9), from: '07:00', to: '11:00' }]),
    ).toMatchObject({
      scheduleRestricted: false,
    });
    const twoWindows = [...breakfast, { menuId: productIdOf(1101), from: '17:00', to: '20:00' }];
    expect(restrictedAt('18:00', twoWindows).scheduleRestricted).toBe(false);
    expect(restrictedAt('12:00', twoWindows).scheduleRestricted).toBe(true);
  });

  it('handles item windows crossing midnight', () => {
    const night = [{ menuId: productIdOf(1101), from: '20:00', to: '03:00' }];
    expect(restrictedAt('21:00', night).scheduleRestricted).toBe(false);
    expect(restrictedAt('02:59', night).scheduleRestricted).toBe(false);
    expect(restrictedAt('12:00', night).scheduleRestricted).toBe(true);
  });

  it('checks a future order at its own time, not the server time', () => {
    expect(restrictedAt('12:00', breakfast, { futureOrderAt: svTime('08:00', 24) })).toMatchObject({
      scheduleRestricted: false,
    });
    expect(restrictedAt('08:00', breakfast, { futureOrderAt: svTime('12:00') })).toMatchObject({
      scheduleRestricted: true,
    });
  });

  it('restricts an item on a weekday its diasHabilitado flag (Monday..Sunday) disables', () => {
    const notMonday = [false, true, true, true, true, true, true];
    const cart = cartAdd(cartEmpty(), cartProduct(1101, 'PRD', 800, { weekdays: notMonday }), 1);
    const at = (day: number, extra: Partial<CartValidityInput> = {}) =>
      check(cart, { now: svTime('12:00', day), ...extra }).flags.scheduleRestricted;
    expect([at(23), at(24), at(23, { futureOrderAt: svTime('12:00', 24) })]).toEqual([
      true,
      false,
      false,
    ]);
    const notSunday = cartAdd(
      cartEmpty(),
      cartProduct(1101, 'PRD', 800, { weekdays: [true, true, true, true, true, true, false] }),
      1,
    );
    expect(check(notSunday, { now: svTime('12:00', 29) }).flags.scheduleRestricted).toBe(true);
  });
});
