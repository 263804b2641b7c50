import * as v from 'valibot';
import type { ItemSchedule, TimedMessage } from '../../domain/menu-data';
import type { ProductId } from '../../domain/product-id';
import {
  wireHhmm,
  wireInt,
  wireMap,
  wireObject,
  wireText,
  wireWeekdays,
} from '../../protocol/wire';

/** data/getData `horarios` row (§3.3 I, HD, HH). */
export const scheduleWireSchema = wireMap(
  wireObject({ I: wireInt, HD: wireHhmm, HH: wireHhmm }),
  (s): ItemSchedule => ({ menuId: s.I as ProductId, from: s.HD, to: s.HH }),
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
