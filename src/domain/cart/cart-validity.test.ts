import { describe, expect, it } from 'vitest';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import { cartValidityInput, svTime } from '../../test/cart-validity-builders';
import type { Channel } from '../menu';
import type { Cents } from '../money';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartValidity, type CartValidityInput } from './cart-validity';

const burger = cartProduct(1101, 'PRD', 800);
const combo = cartProduct(1302, 'CMB', 500);
const cartOf = (price: number, quantity = 1, extra = {}): Cart =>
  cartAdd(cartEmpty(), cartProduct(1101, 'PRD', price, extra), quantity);
const check = (cart: Cart, extra: Partial<CartValidityInput> = {}) =>
  cartValidity(cartValidityInput(cart, extra));
const raised = (cart: Cart, extra: Partial<CartValidityInput> = {}) =>
  Object.entries(check(cart, extra).flags)
    .filter(([, on]) => on)
    .map(([name]) => name);
const pickup = { kind: 'shop', address: 'valid', shopHours: [] } as const;

describe('cartValidity: valid cart and the button', () => {
  it('raises no flag for a plain cart above the minimum, button enabled, no dialog', () => {
    expect(check(cartAdd(cartEmpty(), burger, 1))).toEqual({
      flags: {
        countryUnavailable: false,
        geoRestricted: false,
        channelRestricted: false,
        belowMinimum: false,
        empty: false,
        addressInvalid: false,
        scheduleRestricted: false,
        tooManyItems: false,
        blocked: false,
        optionChannelRestricted: false,
        closed: false,
        zeroSubtotal: false,
      },
      valid: true,
      messages: [],
      buttonDisabled: false,
      dialogOpens: false,
      shortfall: 0,
    });
  });

  it('disables the button only for the minimum-total flag, with its message', () => {
    const result = check(cartOf(749));
    expect([result.valid, result.buttonDisabled, result.dialogOpens]).toEqual([false, true, false]);
    expect(result.messages).toEqual(['Monto mínimo de compra $ 7.50']);
    // §5.3 and what is missing, in cents: $7.50 - $7.49
    expect(result.shortfall).toBe(1);
  });

  it('opens the dialog for other flags and lists every message in §8.2 order', () => {
    const cart = cartOf(800, 1, { channel: 'DOMI', geoRestricted: true });
    const result = check(cart, { delivery: pickup, geoAllowedMenuIds: [], now: svTime('23:00') });
    expect([result.buttonDisabled, result.dialogOpens]).toEqual([false, true]);
    expect(result.messages).toEqual([
      'Productos restringidos por tipo de entrega',
      'Productos restringidos por dirección de envío',
      'Horario de atención: 07:00 - 22:00',
    ]);
  });
});

describe('cartValidity: the country check (§1)', () => {
  const menuIn = (countryCode: string, fakeCash: boolean): Partial<CartValidityInput> => {
    const { menu } = cartValidityInput(cartEmpty());
    return { menu: { ...menu, countryCode, parameters: { ...menu.parameters, fakeCash } } };
  };

  it('outside SV the cart cannot go on, and the dialog says why first', () => {
    const result = check(cartAdd(cartEmpty(), burger, 1), menuIn('GT', false));
    expect(result.flags.countryUnavailable).toBe(true);
    expect([result.valid, result.dialogOpens, result.buttonDisabled]).toEqual([false, true, false]);
    expect(result.messages).toEqual(['Los pedidos en línea no están disponibles en este país.']);
  });

  it('below the minimum too, the button is disabled and its first message is the country', () => {
    const result = check(cartOf(749), menuIn('GT', false));
    expect(result.buttonDisabled).toBe(true);
    expect(result.messages[0]).toBe('Los pedidos en línea no están disponibles en este país.');
  });

  it('the fake-cash flag lets the cart through, and SV needs no flag', () => {
    expect(check(cartAdd(cartEmpty(), burger, 1), menuIn('GT', true)).valid).toBe(true);
    expect(check(cartAdd(cartEmpty(), burger, 1), menuIn('SV', false)).valid).toBe(true);
  });
});

describe('cartValidity: empty cart and zero subtotal', () => {
  it('flags an empty cart; with pickup no message and no empty dialog', () => {
    const result = check(cartEmpty(), { delivery: pickup });
    expect(raised(cartEmpty(), { delivery: pickup })).toEqual(['empty', 'zeroSubtotal']);
    expect([result.valid, result.messages, result.dialogOpens]).toEqual([false, [], false]);
  });

  it('with home delivery an empty cart is also below the minimum: button disabled', () => {
    expect(raised(cartEmpty())).toEqual(['belowMinimum', 'empty', 'zeroSubtotal']);
    expect(check(cartEmpty()).buttonDisabled).toBe(true);
  });

  it('counts a cart holding only an unapplied promo or a coupon as empty', () => {
    let cart = cartAddPromo(cartEmpty(), cartPromo(9001, 299, { applied: false }));
    cart = cartAddPromo(cart, cartCoupon(7001, 100));
    expect(raised(cart, { delivery: pickup })).toEqual(['empty', 'zeroSubtotal']);
  });

  it('flags a subtotal of 0 with items (free products only)', () => {
    expect(raised(cartOf(0), { delivery: pickup })).toEqual(['zeroSubtotal']);
  });
});

describe('cartValidity: minimum amount (home delivery only)', () => {
  it('accepts exactly the minimum and flags one cent below', () => {
    expect(check(cartOf(750)).flags.belowMinimum).toBe(false);
    expect(check(cartOf(749)).flags.belowMinimum).toBe(true);
  });

  it('ignores the minimum for pickup', () => {
    expect(check(cartOf(100), { delivery: pickup }).valid).toBe(true);
  });

  it('compares the total after the coupon discount', () => {
    const cart = cartAddPromo(cartOf(800), cartCoupon(7001, 51));
    expect(check(cart).flags.belowMinimum).toBe(true);
  });

  it('fills currency and amount with 2 decimals and thousands separators', () => {
    const menu = { ...cartValidityInput(cartEmpty()).menu, currency: { symbol: 'USD' } };
    menu.parameters = { ...menu.parameters, minimumOrder: 125000 as Cents };
    expect(check(cartOf(800), { menu }).messages).toEqual(['Monto mínimo de compra USD 1,250.00']);
  });
});

describe('cartValidity: maximum items', () => {
  const withMax = (maxItems: number) => {
    const menu = cartValidityInput(cartEmpty()).menu;
    return { menu: { ...menu, parameters: { ...menu.parameters, maxItems } } };
  };

  it('accepts exactly the maximum and flags one above, with its message', () => {
    expect(check(cartOf(300, 3), withMax(3)).valid).toBe(true);
    const result = check(cartOf(300, 4), withMax(3));
    expect([result.flags.tooManyItems, result.messages]).toEqual([
      true,
      ['No se pueden ordenar mas de 3 productos'],
    ]);
  });

  it('counts every unit of a combo, not coupon lines', () => {
    const cart = cartAdd(cartOf(800), combo, 2);
    expect(check(cart, withMax(3)).flags.tooManyItems).toBe(false);
    expect(check(cartAdd(cart, combo, 1), withMax(3)).flags.tooManyItems).toBe(true);
    expect(check(cartAddPromo(cart, cartCoupon(7001, 50)), withMax(3)).valid).toBe(true);
  });

  it('treats a maximum below 1 as no limit', () => {
    expect(check(cartOf(100, 30), withMax(0)).flags.tooManyItems).toBe(false);
  });
});

describe('cartValidity: item and option channels', () => {
  const ofChannel = (channel: Channel) => cartOf(800, 1, { channel });

  it('flags take-away-only items with home delivery and home-only items with pickup', () => {
    expect(raised(ofChannel('LLEV'))).toEqual(['channelRestricted']);
    expect(raised(ofChannel('DOMI'), { delivery: pickup })).toEqual(['channelRestricted']);
    expect(check(ofChannel('DOMI')).valid).toBe(true);
    expect(check(ofChannel('LLEV'), { delivery: pickup }).valid).toBe(true);
  });

  it('restricts nothing while no delivery mode is chosen', () => {
    const none = { kind: 'none', address: 'noCoverage', shopHours: [] } as const;
    expect(check(ofChannel('LLEV'), { delivery: none }).valid).toBe(true);
  });

  it('flags an option, nested or not, whose channel excludes the mode', () => {
    const drink = cartOption({ optionId: 3006, choiceId: 5020, channel: 'LLEV' });
    const nested = cartOption({ optionId: 3001, choiceId: 5001, choices: [drink] });
    const cart = cartAdd(cartOf(800), combo, 1, { options: [nested] });
    const result = check(cart);
    expect(raised(cart)).toEqual(['optionChannelRestricted']);
    expect(result.messages).toEqual(['Opciones restringidas por canal']);
    expect(check(cart, { delivery: pickup }).valid).toBe(true);
  });

  it('ignores unapplied PROMO rows the customer does not see', () => {
    const cart = cartAddPromo(cartOf(800), cartPromo(9001, 0, { applied: false, channel: 'LLEV' }));
    expect(check(cart).valid).toBe(true);
  });
});
