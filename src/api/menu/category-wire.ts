import * as z from 'zod/mini';
import type { Category } from '../../domain/menu';
import { wireInt, wireIntOrNull, wireMap, wireText, wireTextOrNull } from '../wire';

/** data/getData `categorias` row (§3.3) → Category. */
export const categoryWireSchema = wireMap(
  z.object({
    cat: wireInt,
    nombre: z.string().check(z.trim(), z.minLength(1)),
    idpad: wireIntOrNull,
    CODIGO_URL: wireTextOrNull,
    td: z.catch(z.enum(['TODOS', 'MOBILE', 'DESKTOP']), 'TODOS'),
    t: wireText,
    cx: z.catch(wireInt, 0),
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
