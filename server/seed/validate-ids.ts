import type { ChainData } from './schema.ts';

/**
 * The ids of a chain file (docs/seed-format.md): each must be unique in its collection, and
 * the later checks look records up by them. Also the pieces every check's messages share.
 */

/** Adds an error 'path: mensaje' to a check's list. */
export type ErrorReport = (path: string, message: string) => void;

/** A value as the messages quote it: text between quotes, numbers as they are. */
export const show = (value: unknown): string =>
  typeof value === 'string' ? `'${value}'` : String(value);

/** Reports a second use of an id: 'categorias.4.cat: el id 5 está repetido (categorias.1)'. */
function uniqueIds<T, K>(
  errors: string[],
  list: readonly T[],
  collection: string,
  field: string,
  key: (item: T) => K,
): Map<K, number> {
  const first = new Map<K, number>();
  list.forEach((item, index) => {
    const value = key(item);
    const previous = first.get(value);
    if (previous === undefined) first.set(value, index);
    else
      errors.push(
        `${collection}.${index}.${field}: el id ${show(value)} está repetido (${collection}.${previous})`,
      );
  });
  return first;
}

/** The index of the first record with each id, for the collections other records refer to. */
export interface ChainIds {
  categories: Map<number, number>;
  products: Map<number, number>;
  promotions: Map<number, number>;
  departments: Map<string, number>;
  cities: Map<string, number>;
}

/** Reports every repeated id, in the file's order of collections, and indexes the rest. */
export function chainIds(errors: string[], data: ChainData): ChainIds {
  const categories = uniqueIds(errors, data.categorias, 'categorias', 'cat', (c) => c.cat);
  const products = uniqueIds(errors, data.productos, 'productos', 'I', (p) => p.I);
  uniqueIds(errors, data.tiendas, 'tiendas', 'I', (t) => t.I);
  uniqueIds(errors, data.tiendas, 'tiendas', 'CODIGO', (t) => t.CODIGO);
  uniqueIds(errors, data.banners, 'banners', 'I', (b) => b.I);
  const promotions = uniqueIds(errors, data.promos, 'promos', 'I', (p) => p.I);
  const departments = uniqueIds(errors, data.departamentos, 'departamentos', 'C', (d) => d.C);
  const cities = uniqueIds(errors, data.ciudades, 'ciudades', 'C', (c) => c.C);
  uniqueIds(errors, data.puntosEntrega, 'puntosEntrega', 'I', (p) => p.I);
  uniqueIds(errors, data.tamanios, 'tamanios', 'I', (s) => `${s.IDPMN}/${s.I}`);
  uniqueIds(errors, data.masas, 'masas', 'BAS', (m) => `${m.IDPMN}/${m.TAM}/${m.BAS}`);
  return { categories, products, promotions, departments, cities };
}
