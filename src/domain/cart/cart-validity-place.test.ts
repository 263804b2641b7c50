import { describe, expect, it } from 'vitest';
import { cartOption, cartProduct } from '../../test/cart-builders';
import { cartValidityInput } from '../../test/cart-validity-builders';
import { productIds } from '../../test/menu-builders';
import type { Channel } from '../menu';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartValidity, type CartValidityInput } from './cart-validity';

const combo = cartProduct(1302, 'CMB', 500);
const cartOf = (price: number, quantity = 1, extra = {}): Cart =>
  cartAdd(cartEmpty(), cartProduct(1101, 'PRD', price, extra), quantity);
const check = (cart: Cart, extra: Partial<CartValidityInput> = {}) =>
  cartValidity(cartValidityInput(cart, extra));
const pickup = { kind: 'shop', address: 'valid', shopHours: [] } as const;

describe('cartValidity: geo-limited items and the address', () => {
  const limited = cartOf(800, 1, { geoRestricted: true });

  it('flags a limited item missing from the allowed list, with its message', () => {
    const result = check(limited, { geoAllowedMenuIds: productIds(1501) });
    expect(result.flags.geoRestricted).toBe(true);
    expect(result.messages).toEqual(['Productos restringidos por dirección de envío']);
    expect(check(limited, { geoAllowedMenuIds: productIds(1101) }).valid).toBe(true);
  });

  it('does not flag unlimited items, nor anything before data/getVS answers', () => {
    expect(check(cartOf(800), { geoAllowedMenuIds: [] }).valid).toBe(true);
    expect(check(limited, { geoAllowedMenuIds: null }).valid).toBe(true);
  });

  it('flags a home address without coverage or without its delivery point', () => {
    const home = cartValidityInput(cartEmpty()).delivery;
    const noCoverage = check(cartOf(800), { delivery: { ...home, address: 'noCoverage' } });
    expect(noCoverage.messages).toEqual(['La dirección seleccionada no cuenta con cobertura']);
    const noPoint = check(cartOf(800), { delivery: { ...home, address: 'noDeliveryPoint' } });
    expect([noPoint.flags.addressInvalid, noPoint.messages]).toEqual([
      true,
      ['Debe seleccionar un punto de entrega'],
    ]);
  });

  it('ignores the address for pickup', () => {
    expect(check(cartOf(800), { delivery: { ...pickup, address: 'noCoverage' } }).valid).toBe(true);
  });
});

describe('cartValidity: blocks', () => {
  const blocked =
    'Por el momento no contamos con uno o mas de los productos u opciones selecionadas.';
  const block = (id: number, channel: Channel = 'TODOS') => ({ id, channel });

  it('flags a blocked product, with its message', () => {
    const result = check(cartOf(800), { blocks: { products: [block(1101)], options: [] } });
    expect([result.flags.blocked, result.messages]).toEqual([true, [blocked]]);
  });

  it('flags a blocked option choice and a combo holding a blocked product', () => {
    const drink = cartOption({ optionId: 3006, choiceId: 5020, menuId: 1501 });
    const cart = cartAdd(cartOf(800), combo, 1, { options: [drink] });
    expect(check(cart, { blocks: { products: [], options: [block(5020)] } }).valid).toBe(false);
    expect(check(cart, { blocks: { products: [block(1501)], options: [] } }).valid).toBe(false);
    expect(check(cart, { blocks: { products: [block(9)], options: [block(3006)] } }).valid).toBe(
      true,
    );
  });

  it('applies a block typed for one delivery mode only to that mode', () => {
    const blocks = { products: [block(1101, 'DOMI')], options: [] };
    expect(check(cartOf(800), { blocks }).flags.blocked).toBe(true);
    expect(check(cartOf(800), { blocks, delivery: pickup }).flags.blocked).toBe(false);
  });
});
