import type { ChainData } from '../seed/schema.ts';
import { imageUrl, productImages, type ImageExt } from './image-urls.ts';

/**
 * Answers of the data/* calls built from a loaded chain (docs/protocol.md "Calls of the
 * foundation"). Pure functions: the chain cache builds them once per loaded chain.
 */

const EXTS: ImageExt[] = ['jpg', 'webp'];

interface Ingredient {
  I: number;
  N: string;
  PA: number;
}

/** ingEsp (TIP 'E') and ingTop (TIP 'T') gathered from TDE/TDI lists, first price wins. */
function ingredients(chain: ChainData): { ingEsp: Ingredient[]; ingTop: Ingredient[] } {
  const esp = new Map<number, Ingredient>();
  const top = new Map<number, Ingredient>();
  for (const p of chain.productos) {
    for (const list of [p.TDE, p.TDI]) {
      for (const ing of list?.list ?? []) {
        const target = ing.TIP === 'E' ? esp : top;
        if (!target.has(ing.I)) target.set(ing.I, { I: ing.I, N: ing.N, PA: ing.PA });
      }
    }
  }
  return { ingEsp: [...esp.values()], ingTop: [...top.values()] };
}

/**
 * opcionGroup: the chain file carries group ids (GRP) but no group names, so each group is
 * named after the first option that uses it (contract assumption, see report).
 */
function optionGroups(chain: ChainData): { IDOGR: number; NOMBRE: string }[] {
  const groups = new Map<number, string>();
  for (const p of chain.productos) {
    for (const o of p.O) if (o.GRP !== null && !groups.has(o.GRP)) groups.set(o.GRP, o.N);
  }
  return [...groups].map(([IDOGR, NOMBRE]) => ({ IDOGR, NOMBRE }));
}

export function banners(chain: ChainData) {
  return chain.banners.map(({ COLORES: _colors, ...b }) => ({
    ...b,
    IMG: imageUrl('banner', b.I, 'md', 'jpg'),
    IMGW: imageUrl('banner', b.I, 'md', 'webp'),
  }));
}

/** data/getData's `data`: the chain's menu, the §3.3 parameters and the §1 country code. */
export function menuData(chain: ChainData, parametros: Record<string, string>, countryCode = 'SV') {
  return {
    categorias: chain.categorias.map((c) => ({
      ...c,
      img: imageUrl('categoria', c.cat, 'md', 'jpg'),
      imgw: imageUrl('categoria', c.cat, 'md', 'webp'),
    })),
    menu: chain.productos.map((p) => ({ ...p, images: productImages(p.IS) })),
    tamanios: chain.tamanios,
    masas: chain.masas,
    // promotional codes are typed by customers (data/getPromo), never listed
    promos: chain.promos.map(({ CODIGO: _code, ...promo }) => promo),
    horarios: chain.horarios,
    mensajes: chain.mensajes,
    opcionGroup: optionGroups(chain),
    ...ingredients(chain),
    carrusel: chain.carrusel,
    banners: banners(chain),
    pais: { iso_code: countryCode },
    moneda: { codigo: 'USD', simbolo: '$' },
    parametros,
  };
}

export interface ImageRecord {
  TIPO: 'categoria' | 'producto' | 'opcion';
  FUNCION: 'card' | 'tab' | 'BANNER';
  REFERENCIA: string;
  EXTENSION: ImageExt;
  URL: string;
  LINK?: string | null;
  N?: string;
}

/** data/getImages records: category tabs, product cards (one per IS) and banners. */
export function imageRecords(chain: ChainData): ImageRecord[] {
  const out: ImageRecord[] = [];
  for (const c of chain.categorias) {
    for (const ext of EXTS) {
      out.push({
        TIPO: 'categoria',
        FUNCION: 'tab',
        REFERENCIA: String(c.cat),
        EXTENSION: ext,
        URL: imageUrl('categoria', c.cat, 'md', ext),
      });
    }
  }
  const refs = new Set(chain.productos.map((p) => p.IS));
  for (const ref of refs) {
    for (const ext of EXTS) {
      out.push({
        TIPO: 'producto',
        FUNCION: 'card',
        REFERENCIA: ref,
        EXTENSION: ext,
        URL: imageUrl('producto', ref, 'md', ext),
      });
    }
  }
  for (const b of chain.banners) {
    for (const ext of EXTS) {
      out.push({
        TIPO: 'categoria',
        FUNCION: 'BANNER',
        REFERENCIA: String(b.I),
        EXTENSION: ext,
        URL: imageUrl('banner', b.I, 'md', ext),
        LINK: b.LINK,
        N: b.N,
      });
    }
  }
  return out;
}

/** data/getCatalogos: shops without their hours; hours flattened with the shop id. */
export function catalogues(chain: ChainData) {
  return {
    departamentos: chain.departamentos,
    ciudades: chain.ciudades,
    colonias: chain.colonias,
    tiendas: chain.tiendas.map(({ HORARIOS: _h, ...shop }) => shop),
    horariosTiendas: chain.tiendas.flatMap((s) =>
      s.HORARIOS.map((h) => ({ IDTDA: s.I, DIA: h.DIA, HA: h.HA, HC: h.HC })),
    ),
  };
}
