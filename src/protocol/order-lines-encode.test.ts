import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import type { CartIngredient } from '../domain/cart/cart-item';
import type { Cents } from '../domain/money';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../test/cart-builders';
import { orderLinesDecode } from './order-lines-decode';
import { orderLinesEncode } from './order-lines-encode';
import type { OrderLine } from './order-line';

const ingredient = (
  menuId: number,
  change: CartIngredient['change'],
  halves: [boolean, boolean] = [true, true],
  ingredients: CartIngredient[] = [],
): CartIngredient => ({
  menuId,
  change,
  kind: 'T',
  onFirstHalf: halves[0],
  onSecondHalf: halves[1],
  name: `Ingrediente ${menuId}`,
  image: '',
  thumbnail: '',
  ingredients,
});

/** What travels on the wire: the lines after JSON, as the server reads them. */
const wire = (cart: Cart): OrderLine[] => JSON.parse(JSON.stringify(orderLinesEncode(cart)));

const LINE_KEYS = [
  'APC',
  'C',
  'D',
  'DSC',
  'ET',
  'FH',
  'I',
  'IA',
  'IP',
  'MC',
  'NP',
  'NUC',
  'P',
  'PID',
  'PO',
  'TIP',
  'TP',
  'VS',
];

describe('orderLinesEncode (§3.4 order line payload)', () => {
  it('sends a PRD row with every line key, one line (C 1) per unit', () => {
    let cart = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 1); // 5
    cart = cartAdd(cart, cartProduct(1501, 'PRD', 125, { name: 'Soda' }), 2, {
      unitPrice: 150 as Cents,
      suggestedSale: true,
      promoId: 9001,
      parentAddedOrder: 5,
      applied: true,
    }); // 10, 15
    const lines = wire(cart);
    expect(lines).toHaveLength(3);
    expect(Object.keys(lines[1]!).sort()).toEqual(LINE_KEYS);
    expect(lines[1]).toEqual({
      I: 1501,
      IA: 1,
      C: 1,
      P: 1.5,
      PO: 1.25,
      TIP: 'PRD',
      VS: 1,
      APC: [],
      D: 'Soda',
      DSC: null,
      ET: 0,
      FH: 5,
      IP: 9001,
      MC: null,
      NP: 10,
      NUC: null,
      PID: null,
      TP: 0,
    });
    expect(lines[2]).toMatchObject({ I: 1501, C: 1, NP: 15 });
  });

  it('sends a grouped entry with its units as list entries (P, O, NP) and C the unit count', () => {
    const specialty = { ...ingredient(801, 'D'), kind: 'E' as const };
    const pizzaSize = cartOption({
      type: 'P',
      optionId: 3010,
      choiceId: 5101,
      menuDetailId: 77,
      baseId: 2,
      sizeId: 3,
      choices: [cartOption({ type: 'ATP', optionId: 3011, choiceId: 5102 })],
      ingredients: [
        ingredient(701, 'A', [true, false]),
        ingredient(702, 'Q', [false, true]),
        { ...specialty, ingredients: [ingredient(703, 'Q')] },
      ],
    });
    const pizza = cartProduct(1102, 'ESF', 425);
    let cart = cartAdd(cartEmpty(), pizza, 2, { options: [pizzaSize], unitPrice: 499 as Cents });
    cart = cartAdd(cart, pizza, 1);
    const [line] = wire(cart);
    expect(Object.keys(line!).sort()).toEqual([...LINE_KEYS, 'list'].sort());
    expect(line).toMatchObject({ I: 1102, TIP: 'ESF', C: 3, P: 14.23, PO: 4.25, NP: 5 });
    expect(line?.list?.map((e) => [e.P, e.NP, e.O.length])).toEqual([
      [4.99, 5, 1],
      [4.99, 10, 1],
      [4.25, 15, 0],
    ]);
    expect(line?.list?.[0]?.O[0]).toEqual({
      I: 3010,
      TIP: 'P',
      D: 5101,
      DM: 77,
      S: [{ I: 3011, TIP: 'ATP', D: 5102, DM: null, S: [], BAS: null, TAM: null, TDE: [] }],
      BAS: 2,
      TAM: 3,
      TDE: [
        { I: 701, TIP: 'A', m1: 1, m2: 0, TDE: [] },
        { I: 702, TIP: 'Q', m1: 0, m2: 1, TDE: [] },
        { I: 801, TIP: 'D', m1: 1, m2: 1, TDE: [{ I: 703, TIP: 'Q', m1: 1, m2: 1, TDE: [] }] },
      ],
    });
  });

  it('sends promo and coupon lines with their promotion keys; a coupon is negative', () => {
    let cart = cartAdd(cartEmpty(), cartProduct(1103, 'ESM', 899), 1); // 5
    cart = cartAddPromo(
      cart,
      cartPromo(9001, 299, { parentAddedOrder: 5, appliesTo: [1103, 1102], applyToLowest: true }),
    ); // 10
    cart = cartAddPromo(cart, {
      ...cartCoupon(4001, 150),
      discountType: 'PORCENTAJE',
      minimumPurchase: 750 as Cents,
      couponCode: 'bienvenida',
      name: 'Cupón de bienvenida',
    }); // 15
    const [, promo, coupon] = wire(cart);
    expect(promo).toMatchObject({
      I: 9001,
      TIP: 'PROMO',
      IA: 1,
      C: 1,
      P: 2.99,
      FH: 5,
      IP: 9001,
      APC: [1103, 1102],
      ET: 1,
      TP: 0,
      NP: 10,
    });
    expect(promo).not.toHaveProperty('list');
    expect(coupon).toMatchObject({
      I: 4001,
      TIP: 'PROMO',
      P: -1.5,
      PO: -1.5,
      TP: 1,
      PID: 4001,
      DSC: 'PORCENTAJE',
      MC: 7.5,
      NUC: 'bienvenida',
      D: 'Cupón de bienvenida',
      ET: 0,
      FH: null,
    });
  });

  it('leaves out promo rows that are not applied, as the cart view does', () => {
    let cart = cartAdd(cartEmpty(), cartProduct(1501), 1);
    cart = cartAddPromo(cart, cartPromo(9002, 100, { applied: false }));
    expect(wire(cart).map((l) => l.TIP)).toEqual(['PRD']);
  });

  it('an empty cart has no lines', () => {
    expect(orderLinesEncode(cartEmpty())).toEqual([]);
  });
});

describe('order line money (§9: 2 decimals from integer cents)', () => {
  it('sends $0.10 + $0.20 as 0.3, not the float sum', () => {
    const dime = cartProduct(1201, 'CMB', 10);
    const cart = cartAdd(cartAdd(cartEmpty(), dime, 1), dime, 1, { unitPrice: 20 as Cents });
    expect(0.1 + 0.2).not.toBe(0.3);
    const text = JSON.stringify(orderLinesEncode(cart));
    expect(text).toContain('"P":0.3,');
    expect(text).not.toContain('0.30000000000000004');
    expect(orderLinesDecode(JSON.parse(text))[0]?.price).toBe(30);
  });

  it('writes every amount with at most 2 decimals and reads back the same cents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (prices) => {
          const product = cartProduct(1302, 'CMB', 0);
          const cart = prices.reduce(
            (c, price) => cartAdd(c, product, 1, { unitPrice: price as Cents }),
            cartEmpty(),
          );
          const [line] = wire(cart);
          const amounts = [line!.P, ...line!.list!.map((e) => e.P)];
          for (const a of amounts) expect(String(a)).toMatch(/^\d+(\.\d{1,2})?$/);
          const [read] = orderLinesDecode([line!]);
          expect(read?.price).toBe(prices.reduce((s, p) => s + p, 0));
          expect(read?.units.map((u) => u.price)).toEqual(prices);
        },
      ),
    );
  });

  it('keeps negative coupon amounts exact', () => {
    for (const cents of [1, 5, 10, 15, 29, 99, 101, 1005]) {
      const cart = cartAddPromo(cartAdd(cartEmpty(), cartProduct(1501, 'PRD', 5000), 1), {
        ...cartCoupon(4001, cents),
      });
      const coupon = wire(cart)[1];
      expect(coupon?.P).toBe(-cents / 100);
      expect(orderLinesDecode([coupon!])[0]?.price).toBe(-cents);
    }
  });
});

describe('orderLinesDecode', () => {
  const products = [
    cartProduct(1501, 'PRD', 125),
    cartProduct(1302, 'CMB', 510),
    cartProduct(1102, 'ESF', 425),
    cartProduct(1701, 'ATP', 1099),
  ];
  const drink = cartOption({ optionId: 3006, choiceId: 5020, menuId: 1501, sizeId: 2 });

  it('gives back every field a line carries, for any cart the engine builds', () => {
    const stepArb = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        product: fc.constantFrom(...products),
        quantity: fc.integer({ min: 1, max: 3 }),
        unitPrice: fc.integer({ min: 0, max: 5000 }),
        suggestedSale: fc.boolean(),
        withDrink: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('promo' as const),
        price: fc.integer({ min: 0, max: 999 }),
        lowest: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('coupon' as const),
        // from 1: the builder makes a zero discount -0 cents, which JSON writes as 0
        discount: fc.integer({ min: 1, max: 999 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 8 }), (steps) => {
        let cart = cartEmpty();
        for (const step of steps) {
          if (step.kind === 'add') {
            cart = cartAdd(cart, step.product, step.quantity, {
              unitPrice: step.unitPrice as Cents,
              suggestedSale: step.suggestedSale,
              options: step.withDrink ? [drink] : [],
            });
          } else if (step.kind === 'promo') {
            const parent = cart.addedOrder > 0 ? cart.addedOrder : null;
            cart = cartAddPromo(
              cart,
              cartPromo(9001, step.price, {
                parentAddedOrder: parent,
                appliesTo: [1302],
                applyToLowest: step.lowest,
              }),
            );
          } else {
            cart = cartAddPromo(cart, { ...cartCoupon(4001, step.discount), couponCode: 'x1' });
          }
        }
        const read = orderLinesDecode(wire(cart));
        expect(read).toHaveLength(cart.items.length);
        expect(cart.items).toMatchObject(read);
      }),
    );
  });
});
