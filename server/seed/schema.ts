import { z } from 'zod';
import { couponSchema } from './schema-coupons.ts';
import { contentSchema } from './schema-content.ts';
import {
  citySchema,
  deliveryPointSchema,
  departmentSchema,
  districtSchema,
  landmarkSchema,
  shopSchema,
  zoneSchema,
} from './schema-places.ts';

/**
 * The chain data file (docs/seed-format.md). Field names are the chain protocol's own short
 * keys (§3.2, §3.3, §3.5), so a real chain's export loads without translation.
 */

const id = z.number().int();
const money = z.number().min(0).multipleOf(0.01);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hora HH:mm');
const flagSN = z.enum(['S', 'N']);
/** §9 delivery type codes: TODOS all, DOMI at home, LLEV to go */
const channel = z.enum(['TODOS', 'DOMI', 'LLEV']);

/** Main category or sub-category (idpad set) — §3.3. */
export const categorySchema = z.object({
  cat: id,
  nombre: z.string().min(1),
  idpad: id.nullable().default(null),
  CODIGO_URL: z.string().min(1).nullable().default(null),
  td: z.enum(['TODOS', 'MOBILE', 'DESKTOP']).default('TODOS'),
  /** category kind; 'ECM' categories filter favourites */
  t: z.string().default('MEN'),
  /** display order */
  cx: z.number().int().default(0),
});

/** One choice inside an option (§3.3 OPS). */
export const optionChoiceSchema = z.object({
  I: id,
  /** menu id of the product this choice stands for (idpmn), when it is one */
  C: id.nullable().default(null),
  N: z.string().min(1),
  D: z.string().default(''),
  /** extra price over the base price; only positive extras are charged (§5.4) */
  PA: z.number().multipleOf(0.01).default(0),
  /** size id the choice belongs to, or null for every size */
  T: id.nullable().default(null),
  G: id.nullable().default(null),
});

/** Option of a combo or configurable product (§3.3 O). */
export const productOptionSchema = z.object({
  /** O = pick one choice, P = a configurable product (ingredients), ATP = an assembly step */
  TIP: z.enum(['O', 'P', 'ATP']),
  I: id,
  N: z.string().min(1),
  D: z.string().default(''),
  /** default choice id (iddom) */
  DM: id.nullable().default(null),
  /** size id this option applies to, or null for every size */
  S: id.nullable().default(null),
  GRP: id.nullable().default(null),
  /** hidden option: applied automatically, never shown */
  HPO: z.union([z.literal(0), z.literal(1)]).default(0),
  /** for ATP: how many choices the step needs */
  MIN: z.number().int().min(0).default(1),
  MAX: z.number().int().min(1).default(1),
  OPS: z.array(optionChoiceSchema).min(1),
});

/** Ingredient inside a TDE (default) or TDI (extra) list. */
export const ingredientSchema = z.object({
  I: id,
  N: z.string().min(1),
  PA: money.default(0),
  /** T topping, E specialty */
  TIP: z.enum(['T', 'E']).default('T'),
});

/** Ingredient limits (§3.3 TDE/TDI). */
export const ingredientLimitsSchema = z.object({
  min: z.number().int().min(0),
  max: z.number().int().min(0),
  /** TDI only: maximum number of extras added (OPA) */
  OPA: z.number().int().min(0).nullable().default(null),
  list: z.array(ingredientSchema),
});

/** Menu product (§3.3). */
export const productSchema = z.object({
  I: id,
  IS: z.string().min(1),
  N: z.string().min(1),
  D: z.string().default(''),
  P: money,
  T: id,
  TIP: z.enum(['PRD', 'CMB', 'ATP', 'ESM', 'ESF', 'FAK', 'PROMO']),
  /** 1 = no geographic restriction, 2 = geo-dependent */
  X: z.union([z.literal(1), z.literal(2)]).default(1),
  /** channel: TODOS, DOMI (home only) or LLEV (take-away only) — §9 */
  C: channel.default('TODOS'),
  H: z.number().int().default(0),
  NW: flagSN.default('N'),
  /** enabled weekdays, Monday..Sunday, 7 flags '1'/'0' comma separated */
  SM: z
    .string()
    .regex(/^[01](,[01]){6}$/)
    .default('1,1,1,1,1,1,1'),
  ORD: z.number().int().default(0),
  CODIGO_URL: z.string().nullable().default(null),
  /** breakfast item: sold only inside the breakfast hours */
  DES: flagSN.default('N'),
  O: z.array(productOptionSchema).default([]),
  TDE: ingredientLimitsSchema.nullable().default(null),
  TDI: ingredientLimitsSchema.nullable().default(null),
});

/** Size of a combo or configurable product (§3.3 tamanios). */
export const sizeSchema = z.object({
  I: id,
  /** product menu id the size belongs to */
  IDPMN: id,
  N: z.string().min(1),
  PA: z.number().multipleOf(0.01).default(0),
  O: z.number().int().default(0),
});

/** Base (bread) and size pair of a configurable product (§3.3 masas). */
export const baseSizeSchema = z.object({
  IDPMN: id,
  BAS: id,
  /** base name, e.g. 'Pan brioche' */
  N: z.string().min(1),
  TAM: id,
  PA: z.number().multipleOf(0.01).default(0),
  /** 'S' when this size permits half-and-half */
  PM: flagSN.default('N'),
  /** specialty and ingredient prices for this pair */
  PE: money.default(0),
  PI: money.default(0),
});

/** Promotion (§3.5). Exactly one of P, MT, PR prices it. */
export const promotionSchema = z
  .object({
    I: id,
    D: z.string().min(1),
    P: z.number().min(0).max(100).nullable().default(null),
    MT: money.nullable().default(null),
    PR: money.nullable().default(null),
    MC: money.nullable().default(null),
    AM: z.union([z.literal(0), z.literal(1)]).default(0),
    /** menu ids the promotion applies to */
    apl: z.array(id).default([]),
    /** menu ids the promotion adds (its items) */
    prm: z.array(id).default([]),
    /** valid until (dd/MM/yyyy), inclusive */
    FECHA_HASTA: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    /** promotional code customers type (data/getPromo); compared trimmed, in lower case */
    CODIGO: z.string().trim().min(1).max(40).nullable().default(null),
  })
  .refine((p) => [p.P, p.MT, p.PR].filter((v) => v !== null).length === 1, {
    message: 'una promoción lleva exactamente uno de P, MT o PR',
  });

/** Opening hours of a menu item (§3.3 horarios / data/checkHr). */
export const itemScheduleSchema = z.object({ I: id, HD: hhmm, HH: hhmm });

/** Timed message (§3.8). */
export const timedMessageSchema = z.object({
  TIPO: z.string().min(1),
  DIAS: z.string().regex(/^[01](,[01]){6}$/),
  HORA_INICIO: hhmm,
  HORA_FIN: hhmm,
  MENSAJE: z.string().min(1),
});

/** Banner / carousel image (§3.3 image record with FUNCION BANNER). */
export const bannerSchema = z.object({
  I: id,
  N: z.string().min(1),
  /** where the banner leads: a product or category slug path, or null */
  LINK: z.string().nullable().default(null),
  /** two colours the generator paints the banner with */
  COLORES: z.tuple([z.string(), z.string()]).optional(),
});

/** §3.7 a gift certificate of the catalogue (data/getCertificados); its images are generated. */
export const certificateSchema = z.object({
  I: id.min(1),
  N: z.string().min(1).max(80),
  D: z.string().max(500).default(''),
  /** the amount it is bought for and can spend, dollars */
  MONTO: money.min(1).max(500),
  /** two colours the generator paints the card with */
  COLORES: z.tuple([z.string(), z.string()]).optional(),
});

/**
 * A product block (§3.3 bloqueos: I = menu id) or an option block (bloqueosOpciones: I =
 * option choice id) at one shop, or at every shop when IDTDA is null (data/getBloqueos).
 */
export const blockSchema = z.object({
  IDTDA: id.nullable().default(null),
  I: id,
  /** delivery type the block applies to */
  T: channel.default('TODOS'),
});

/** Suggested sale (§4.6, data/getVS): with product I in the cart, offer the products S. */
export const suggestedSaleSchema = z.object({ I: id, S: z.array(id).min(1) });

/** Shops where a geo-limited product (X = 2) may be sold (§5.3, data/getVS). */
export const geoAllowedSchema = z.object({ I: id, TIENDAS: z.array(id).min(1) });

export const chainSchema = z.object({
  version: z.literal(1),
  categorias: z.array(categorySchema).min(1),
  productos: z.array(productSchema).min(1),
  tamanios: z.array(sizeSchema).default([]),
  masas: z.array(baseSizeSchema).default([]),
  promos: z.array(promotionSchema).default([]),
  horarios: z.array(itemScheduleSchema).default([]),
  mensajes: z.array(timedMessageSchema).default([]),
  banners: z.array(bannerSchema).default([]),
  /** menu ids shown in the carousel, in order */
  carrusel: z.array(id).default([]),
  departamentos: z.array(departmentSchema).min(1),
  ciudades: z.array(citySchema).min(1),
  colonias: z.array(districtSchema).default([]),
  /** landmarks the map's search finds (issue 20) */
  lugares: z.array(landmarkSchema).default([]),
  tiendas: z.array(shopSchema).min(1),
  zonas: z.array(zoneSchema).default([]),
  puntosEntrega: z.array(deliveryPointSchema).default([]),
  bloqueos: z.array(blockSchema).default([]),
  bloqueosOpciones: z.array(blockSchema).default([]),
  ventaSugerida: z.array(suggestedSaleSchema).default([]),
  geoPermitidos: z.array(geoAllowedSchema).default([]),
  /** §3.5 coupons (issue 17): open, by code, welcome and birthday */
  cupones: z.array(couponSchema).default([]),
  certificados: z.array(certificateSchema).default([]),
  /**
   * §2.1 / §2.6 / §2.12 the pages, announcements and help situations (data/getContenido);
   * a file without it loads, and the app shows its content pages as not available
   */
  contenido: contentSchema.nullable().default(null),
});

export type ChainData = z.infer<typeof chainSchema>;

/** @internal the chain file as written, typed for the demo chain's builder */
export type ChainInput = z.input<typeof chainSchema>;
