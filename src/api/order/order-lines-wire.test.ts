import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cartAdd } from '../../domain/cart/cart-add';
import { cartEmpty } from '../../domain/cart/cart';
import { productConfigSetSize } from '../../domain/product-config/product-config-select';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import { orderLinesDecode } from '../../protocol/order-lines-decode';
import { orderLinesEncode } from '../../protocol/order-lines-encode';
import { combo, configMenu, fries } from '../../test/product-config-builders';
import { orderSentLinesSchema } from './order-lines-wire';

const menu = configMenu();
const unit = productConfigToUnit(productConfigSetSize(productConfigStart(menu, combo), 112));
const cart = cartAdd(cartAdd(cartEmpty(), fries, 2), combo, 1, {
  unitPrice: unit.price,
  options: unit.options,
});
/** The lines as they travel (JSON), as the order's wire form gives them back. */
const sent = () => JSON.parse(JSON.stringify(orderLinesEncode(cart))) as unknown[];

describe("an order's sent lines (menu) read for 'Repetir pedido'", () => {
  it('reads them into cart names, options and amounts (cents) included', () => {
    expect(v.parse(orderSentLinesSchema, sent())).toEqual(orderLinesDecode(orderLinesEncode(cart)));
  });

  it('leaves out a line that does not fit and reads a missing list as none', () => {
    const lines = sent();
    lines[1] = { ...(lines[1] as object), TIP: 'XXX' };
    expect(v.parse(orderSentLinesSchema, lines).map((l) => l.menuId)).toEqual([fries.id, combo.id]);
    expect(v.parse(orderSentLinesSchema, undefined)).toEqual([]);
    expect(v.parse(orderSentLinesSchema, 'x')).toEqual([]);
  });
});
