import * as v from 'valibot';
import type {
  BaseSize,
  ItemSchedule,
  ProductSize,
  Promotion,
  TimedMessage,
} from '../../domain/menu-data';
import {
  wireCentsOrNull,
  wireCentsOrZero,
  wireFlag,
  wireHhmm,
  wireInt,
  wireMap,
  wireNumber,
  wireObject,
  wireText,
  wireWeekdays,
} from '../wire';

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
  (s): ProductSize => ({ id: s.I, menuId: s.IDPMN, name: s.N, extraPrice: s.PA, order: s.O }),
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
    menuId: b.IDPMN,
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
    appliesTo: p.apl,
    items: p.prm,
    validUntil: p.FECHA_HASTA,
  }),
);

/** data/getData `horarios` row (§3.3 I, HD, HH). */
export const scheduleWireSchema = wireMap(
  wireObject({ I: wireInt, HD: wireHhmm, HH: wireHhmm }),
  (s): ItemSchedule => ({ menuId: s.I, from: s.HD, to: s.HH }),
);

/** data/getData `mensajes` row (§3.8). */
export const messageWireSchema = wireMap(
  wireObject({
    TIPO: wireText,
    DIAS: wireWeekdays,
    HORA_INICIO: wireHhmm,
    HORA_FIN: wireHhmm,
    MENSAJE: v.pipe(v.string(), v.minLength(1)),
  }),
  (m): TimedMessage => ({
    type: m.TIPO,
    weekdays: m.DIAS,
    start: m.HORA_INICIO,
    end: m.HORA_FIN,
    text: m.MENSAJE,
  }),
);

/** data/getData `opcionGroup` row (§3.3 IDOGR, NOMBRE). */
export const optionGroupWireSchema = wireMap(
  wireObject({ IDOGR: wireInt, NOMBRE: wireText }),
  (g) => ({ id: g.IDOGR, name: g.NOMBRE }),
);

/** data/getData `carrusel`: menu ids, or rows carrying one in I. */
export const carouselWireSchema = v.fallback(
  v.nullish(v.array(v.union([wireInt, wireMap(wireObject({ I: wireInt }), (r) => r.I)])), () => []),
  () => [],
);
