import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import { cartRemove } from '../domain/cart/cart-remove';
import type { CartIngredient } from '../domain/cart/cart-item';
import type { Cents } from '../domain/money';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../test/cart-builders';
import { cartSchema } from './cart-schema';

const valid = (value: unknown) => v.safeParse(cartSchema, value).success;
/** A JSON copy the test may damage, as storage would hold it. */
const copy = (cart: Cart): Record<string, unknown> & { items: Record<string, unknown>[] } =>
  JSON.parse(JSON.stringify(cart));

const ingredient: CartIngredient = {
  menuId: 701,
  change: 'A',
  kind: 'T',
  onFirstHalf: true,
  onSecondHalf: false,
  name: 'Queso',
  image: '',
  thumbnail: '',
  ingredients: [],
};

/** A combo with a configured option, a PRD row, a promo on the combo and a coupon. */
function sampleCart(): Cart {
  const drink = cartOption({
    optionId: 3006,
    choiceId: 5020,
    choices: [cartOption({ optionId: 3007, choiceId: 5021 })],
    ingredients: [{ ...ingredient, ingredients: [{ ...ingredient, change: 'Q' }] }],
  });
  let cart = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 2, { options: [drink] });
  cart = cartAdd(cart, cartProduct(1501, 'PRD', 125), 1);
  cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5, appliesTo: [1302] }));
  return cartAddPromo(cart, { ...cartCoupon(4001, 100), couponCode: 'hola' });
}

describe('cartSchema (§4.5 stored cart shape)', () => {
  it('accepts the carts the engine builds, through JSON', () => {
    expect(valid(copy(sampleCart()))).toBe(true);
    expect(valid(cartEmpty())).toBe(true);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.constantFrom(
              cartProduct(1501, 'PRD', 125),
              cartProduct(1302, 'CMB', 500),
              cartProduct(1701, 'ATP', 1099),
            ),
            quantity: fc.integer({ min: 1, max: 3 }),
            remove: fc.nat(),
          }),
          { maxLength: 10 },
        ),
        (steps) => {
          let cart = cartEmpty();
          for (const step of steps) {
            cart = cartAdd(cart, step.product, step.quantity);
            if (step.remove % 3 === 0) cart = cartRemove(cart, 5 * (1 + (step.remove % 7)));
          }
          expect(valid(copy(cart))).toBe(true);
        },
      ),
    );
  });

  it.each([
    ['an unknown key on the cart', (c: ReturnType<typeof copy>) => (c.version = 1)],
    ['an unknown key on an item', (c: ReturnType<typeof copy>) => (c.items[0]!.extra = 1)],
    ['a missing key on an item', (c: ReturnType<typeof copy>) => delete c.items[1]!.weekdays],
    [
      'the old readable key names',
      (c: ReturnType<typeof copy>) => {
        c.items[1]!.cantidad = c.items[1]!.quantity;
        delete c.items[1]!.quantity;
      },
    ],
    ['a price in decimals', (c: ReturnType<typeof copy>) => (c.items[1]!.price = 1.25)],
    ['a price as text', (c: ReturnType<typeof copy>) => (c.items[1]!.price = '125')],
    ['an unknown type', (c: ReturnType<typeof copy>) => (c.items[1]!.type = 'FAK')],
    ['an unknown channel', (c: ReturnType<typeof copy>) => (c.items[1]!.channel = 'WEB')],
    [
      'six weekdays',
      (c: ReturnType<typeof copy>) => (c.items[1]!.weekdays = [true, true, true, true, true, true]),
    ],
    [
      'a grouped price that is not the sum of its units',
      (c: ReturnType<typeof copy>) => (c.items[0]!.price = 1),
    ],
    [
      'a grouped quantity that is not its unit count',
      (c: ReturnType<typeof copy>) => (c.items[0]!.quantity = 3),
    ],
    ['a PRD row with quantity 2', (c: ReturnType<typeof copy>) => (c.items[1]!.quantity = 2)],
    [
      'a promo row not marked as promo',
      (c: ReturnType<typeof copy>) => (c.items[2]!.isPromo = false),
    ],
    ['two rows with one added order', (c: ReturnType<typeof copy>) => (c.items[1]!.addedOrder = 5)],
    ['an order beyond the counter', (c: ReturnType<typeof copy>) => (c.addedOrder = 15)],
    [
      'a negative unit price',
      (c: ReturnType<typeof copy>) => {
        const units = c.items[0]!.units as { price: number }[];
        units[0]!.price = -500;
        units[1]!.price = 1500;
      },
    ],
    [
      'a bad nested ingredient',
      (c: ReturnType<typeof copy>) => {
        const units = c.items[0]!.units as {
          options: { ingredients: { ingredients: { change: string }[] }[] }[];
        }[];
        units[0]!.options[0]!.ingredients[0]!.ingredients[0]!.change = 'X';
      },
    ],
    [
      'a bad nested choice',
      (c: ReturnType<typeof copy>) => {
        const units = c.items[0]!.units as { options: { choices: { optionId: unknown }[] }[] }[];
        units[0]!.options[0]!.choices[0]!.optionId = null;
      },
    ],
    [
      'an item list that is an object',
      (c: ReturnType<typeof copy>) => (c.items = { 0: c.items[0] } as never),
    ],
  ])('rejects %s', (_, damage) => {
    const cart = copy(sampleCart());
    expect(valid(cart)).toBe(true);
    damage(cart);
    expect(valid(cart)).toBe(false);
  });

  it('rejects what is not a cart at all', () => {
    for (const value of [null, 42, 'carrito', [], {}, { items: [] }, { addedOrder: 0 }]) {
      expect(valid(value)).toBe(false);
    }
  });

  it('keeps negative coupon prices and integer cents as they are', () => {
    const parsed = v.parse(cartSchema, copy(sampleCart()));
    expect(parsed.items.map((i) => i.price)).toEqual([1000, 125, 299, -100 as Cents]);
  });
});
