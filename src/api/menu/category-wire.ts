import * as v from 'valibot';
import type { Category } from '../../domain/menu';
import {
  wireInt,
  wireIntOrNull,
  wireMap,
  wireObject,
  wireText,
  wireTextOrNull,
} from '../../protocol/wire';

/** data/getData `categorias` row (§3.3) → Category. */
export const categoryWireSchema = wireMap(
  wireObject({
    cat: wireInt,
    nombre: v.pipe(v.string(), v.trim(), v.minLength(1)),
    idpad: wireIntOrNull,
    CODIGO_URL: wireTextOrNull,
    td: v.fallback(v.picklist(['TODOS', 'MOBILE', 'DESKTOP']), 'TODOS'),
    t: wireText,
    cx: v.fallback(wireInt, 0),
    img: wireText,
    imgw: wireText,
  }),
  (c): Category => ({
    id: c.cat,
    name: c.nombre,
    // some exports mark main categories with parent 0
    parentId: c.idpad === 0 || c.idpad === c.cat ? null : c.idpad,
    urlCode: c.CODIGO_URL,
    display: c.td,
    kind: c.t || 'MEN',
    order: c.cx,
    images: { mediumJpg: c.img, mediumWebp: c.imgw },
  }),
);
