import * as v from 'valibot';
import type { ItemSchedule, TimedMessage } from '../../domain/menu-data';
import type { ProductId } from '../../domain/product-id';
import { wireHhmm, wireInt, wireMap, wireObject, wireText } from '../../protocol/wire';

/** data/getData `horarios` row (§3.3 I, HD, HH). */
export const scheduleWireSchema = wireMap(
  wireObject({ I: wireInt, HD: wireHhmm, HH: wireHhmm }),
  (s): ItemSchedule => ({ menuId: s.I as ProductId, from: s.HD, to: s.HH }),
);

/**
 * data/getData `mensajes` row (§3.8). Unlike a product's SM flags, malformed DIAS are not
 * read as every day: such a row is dropped, as one with malformed hours is.
 */
export const messageWireSchema = wireMap(
  wireObject({
    TIPO: wireText,
    DIAS: v.pipe(v.string(), v.regex(/^[01](,[01]){6}$/)),
    HORA_INICIO: wireHhmm,
    HORA_FIN: wireHhmm,
    MENSAJE: v.pipe(v.string(), v.minLength(1)),
  }),
  (m): TimedMessage => ({
    type: m.TIPO,
    weekdays: m.DIAS.split(',').map((flag) => flag === '1'),
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
