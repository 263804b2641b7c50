import * as v from 'valibot';
import type { IngredientLimits, MenuProduct, ProductOption } from '../domain/menu';
import type { ProductId } from '../domain/product-id';
import {
  wireCents,
  wireCentsOrZero,
  wireFlag,
  wireInt,
  wireIntOrNull,
  wireList,
  wireListOrEmpty,
  wireMap,
  wireObject,
  wireOrNull,
  wireText,
  wireTextOrNull,
  wireWeekdays,
} from './wire';

const name = v.pipe(v.string(), v.trim(), v.minLength(1));

const choiceWire = wireObject({
  I: wireInt,
  C: wireIntOrNull,
  N: name,
  D: wireText,
  PA: wireCentsOrZero,
  T: wireIntOrNull,
  G: wireIntOrNull,
});

const optionWire = wireMap(
  wireObject({
    TIP: v.picklist(['O', 'P', 'ATP']),
    I: wireInt,
    N: name,
    D: wireText,
    DM: wireIntOrNull,
    S: wireIntOrNull,
    GRP: wireIntOrNull,
    HPO: v.fallback(wireInt, 0),
    MIN: v.fallback(wireInt, 1),
    MAX: v.fallback(wireInt, 1),
    OPS: wireList(choiceWire),
  }),
  (o): ProductOption => ({
    type: o.TIP,
    id: o.I,
    name: o.N,
    description: o.D,
    defaultChoiceId: o.DM,
    sizeId: o.S,
    groupId: o.GRP,
    hidden: o.HPO === 1,
    min: o.MIN,
    max: o.MAX,
    choices: o.OPS.map((c) => ({
      id: c.I,
      menuId: c.C as ProductId | null,
      name: c.N,
      description: c.D,
      extraPrice: c.PA,
      sizeId: c.T,
      groupId: c.G,
    })),
  }),
);

const ingredientWire = wireObject({
  I: wireInt,
  N: name,
  PA: wireCentsOrZero,
  TIP: v.fallback(v.picklist(['T', 'E']), 'T'),
});

const limitsWire = wireMap(
  wireObject({
    min: v.fallback(wireInt, 0),
    max: v.fallback(wireInt, 0),
    OPA: v.fallback(wireIntOrNull, null),
    list: wireListOrEmpty(ingredientWire),
  }),
  (l): IngredientLimits => ({
    min: l.min,
    max: l.max,
    maxExtras: l.OPA,
    list: l.list.map((i) => ({
      id: i.I,
      name: i.N,
      price: i.PA,
      kind: i.TIP === 'E' ? 'specialty' : 'topping',
    })),
  }),
);

const imagesWire = wireObject({ TMB: wireText, TMBW: wireText, IMG: wireText, IMGW: wireText });

/**
 * data/getData `menu` row (§3.3) → MenuProduct. Id, name, price, category and type are
 * required. The one reading of a product row: the app's getData adapter reads the answer with
 * it, the server's cart quote its loaded chain (server/quote/quote-menu.ts). Its menu ids are
 * checked integers (wireInt) taken as ProductId by a type assertion: this row is read on the
 * first load, where the brand must cost nothing (decision 029).
 */
export const productWireSchema = wireMap(
  wireObject({
    I: wireInt,
    IS: wireText,
    N: name,
    D: wireText,
    P: wireCents,
    T: wireInt,
    TIP: v.picklist(['PRD', 'CMB', 'ATP', 'ESM', 'ESF', 'FAK', 'PROMO']),
    X: v.fallback(wireInt, 1),
    C: v.fallback(v.picklist(['TODOS', 'DOMI', 'LLEV']), 'TODOS'),
    H: v.fallback(wireInt, 0),
    NW: wireFlag,
    SM: wireWeekdays,
    ORD: v.fallback(wireInt, 0),
    CODIGO_URL: wireTextOrNull,
    DES: wireFlag,
    images: wireOrNull(imagesWire),
    O: wireListOrEmpty(optionWire),
    TDE: wireOrNull(limitsWire),
    TDI: wireOrNull(limitsWire),
  }),
  (p): MenuProduct => ({
    id: p.I as ProductId,
    imageRef: p.IS || String(p.I),
    name: p.N,
    description: p.D,
    price: p.P,
    categoryId: p.T,
    type: p.TIP,
    geoRestricted: p.X === 2,
    channel: p.C,
    hidden: p.H !== 0,
    isNew: p.NW,
    weekdays: p.SM,
    order: p.ORD,
    urlCode: p.CODIGO_URL,
    breakfast: p.DES,
    images: {
      smallJpg: p.images?.TMB ?? '',
      smallWebp: p.images?.TMBW ?? '',
      mediumJpg: p.images?.IMG ?? '',
      mediumWebp: p.images?.IMGW ?? '',
    },
    options: p.O,
    defaultIngredients: p.TDE ?? null,
    extraIngredients: p.TDI ?? null,
  }),
);
