import * as v from 'valibot';
import { productIdOf } from '../../domain/product-id';
import type {
  OrderFlag,
  OrderLine,
  OrderLineEntry,
  OrderLineIngredient,
  OrderLineOption,
} from '../../protocol/order-line';
import { orderLinesDecode, type OrderLineRead } from '../../protocol/order-lines-decode';
import { wireListOrEmpty, wireMap } from '../../protocol/wire';

const int = v.pipe(v.number(), v.safeInteger());
const intOrNull = v.nullable(int);
const amount = v.pipe(v.number(), v.finite());
const flag = v.picklist([0, 1]) as v.GenericSchema<OrderFlag>;

const ingredient: v.GenericSchema<OrderLineIngredient> = v.object({
  I: int,
  TIP: v.picklist(['A', 'D', 'Q']),
  m1: flag,
  m2: flag,
  TDE: v.lazy(() => v.array(ingredient)),
});

const option: v.GenericSchema<OrderLineOption> = v.object({
  I: int,
  TIP: v.picklist(['O', 'P', 'ATP']),
  D: intOrNull,
  DM: intOrNull,
  S: v.lazy(() => v.array(option)),
  BAS: intOrNull,
  TAM: intOrNull,
  TDE: v.array(ingredient),
});

const entry: v.GenericSchema<OrderLineEntry> = v.object({ P: amount, O: v.array(option), NP: int });

const line: v.GenericSchema<unknown, OrderLine> = wireMap(
  v.object({
    I: int,
    IA: flag,
    C: v.pipe(int, v.minValue(1)),
    P: amount,
    PO: amount,
    TIP: v.picklist(['PRD', 'CMB', 'ESF', 'ESM', 'ATP', 'PROMO']),
    VS: flag,
    APC: v.array(int),
    D: v.string(),
    DSC: v.nullable(v.picklist(['PORCENTAJE', 'MONTO', 'PRECIO'])),
    ET: flag,
    FH: intOrNull,
    IP: intOrNull,
    MC: v.nullable(amount),
    NP: int,
    NUC: v.nullable(v.string()),
    PID: intOrNull,
    TP: flag,
    list: v.optional(v.array(entry)),
  }),
  (w): OrderLine => ({ ...w, I: productIdOf(w.I), APC: w.APC.map(productIdOf) }),
);

/**
 * §3.4 an order's lines as its wire form gives them back (`menu`: the lines as the app sent
 * them), read into cart names for 'Repetir pedido'. A line that does not fit is left out; an
 * order without them (saved before they were kept) reads as none.
 */
export const orderSentLinesSchema = wireMap(wireListOrEmpty(line), (lines): OrderLineRead[] =>
  orderLinesDecode(lines),
);
