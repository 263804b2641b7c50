import * as v from 'valibot';
import type { BaseSize, ProductSize, Promotion } from '../domain/menu-data';
import type { ProductId } from '../domain/product-id';
import {
  wireCentsOrNull,
  wireCentsOrZero,
  wireFlag,
  wireInt,
  wireMap,
  wireNumber,
  wireObject,
  wireText,
} from './wire';

/**
 * §3.3 / §3.5 the data/getData rows a configured unit and a promotion are priced from
 * (tamanios, masas, promos), read as the domain's types: the app reads them in the getData
 * answer (src/api/menu/get-data.ts), the server's cart quote in its loaded chain
 * (server/quote/quote-menu.ts), with these same schemas. Menu ids are checked integers
 * (wireInt) taken as ProductId by a type assertion, at no cost on the first load (decision 029).
 */

/** a missing, null or malformed id list is an empty one */
const idList = v.fallback(
  v.nullish(v.array(wireInt), () => []),
  () => [],
);

/** data/getData `tamanios` row (§3.3). */
export const sizeWireSchema = wireMap(
  wireObject({
    I: wireInt,
    IDPMN: wireInt,
    N: v.pipe(v.string(), v.minLength(1)),
    PA: wireCentsOrZero,
    O: v.fallback(wireInt, 0),
  }),
  (s): ProductSize => ({
    id: s.I,
    menuId: s.IDPMN as ProductId,
    name: s.N,
    extraPrice: s.PA,
    order: s.O,
  }),
);

/** data/getData `masas` row (§3.3 BAS, TAM, PA, PM, PE, PI). */
export const baseSizeWireSchema = wireMap(
  wireObject({
    IDPMN: wireInt,
    BAS: wireInt,
    N: wireText,
    TAM: wireInt,
    PA: wireCentsOrZero,
    PM: wireFlag,
    PE: wireCentsOrZero,
    PI: wireCentsOrZero,
  }),
  (b): BaseSize => ({
    menuId: b.IDPMN as ProductId,
    baseId: b.BAS,
    name: b.N,
    sizeId: b.TAM,
    extraPrice: b.PA,
    allowsHalves: b.PM,
    specialtyPrice: b.PE,
    ingredientPrice: b.PI,
  }),
);

/** data/getData `promos` row (§3.5). */
export const promotionWireSchema = wireMap(
  wireObject({
    I: wireInt,
    D: wireText,
    P: v.nullish(wireNumber, null),
    MT: wireCentsOrNull,
    PR: wireCentsOrNull,
    MC: wireCentsOrNull,
    AM: v.fallback(wireInt, 0),
    apl: idList,
    prm: idList,
    FECHA_HASTA: wireText,
  }),
  (p): Promotion => ({
    id: p.I,
    label: p.D,
    percent: p.P,
    amount: p.MT,
    fixedPrice: p.PR,
    minimum: p.MC,
    applyToLowest: p.AM === 1,
    appliesTo: p.apl as ProductId[],
    items: p.prm as ProductId[],
    validUntil: p.FECHA_HASTA,
  }),
);
