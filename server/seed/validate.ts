import { z } from 'zod';
import { geoPointInPolygon } from '../../src/domain/geo/geo-polygon.ts';
import { chainSchema, type ChainData } from './schema.ts';
import { crossCheckCart } from './validate-cart.ts';
import { crossCheckContent } from './validate-content.ts';
import { crossCheckCoupons } from './validate-coupons.ts';

/**
 * Validates a chain data file (docs/seed-format.md): the zod schema first, then the
 * references between entities. Every error reads 'path.to.field: mensaje en español',
 * e.g. 'productos.12.T: la categoría 99 no existe'.
 */
export type ParseChainResult = { ok: true; data: ChainData } | { ok: false; errors: string[] };

const spanish = z.locales.es().localeError;

export function parseChain(raw: unknown): ParseChainResult {
  const parsed = chainSchema.safeParse(raw, { error: spanish });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    };
  }
  const errors = crossCheck(parsed.data);
  return errors.length === 0 ? { ok: true, data: parsed.data } : { ok: false, errors };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(raíz)' : path.map(String).join('.');
}

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

const show = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : String(value));

export function crossCheck(data: ChainData): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);

  // --- unique ids ---------------------------------------------------------------------
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

  const productExists = (id: number) => products.has(id);
  const noProduct = (id: number) => `el producto ${id} no existe`;

  // --- categories: parents exist, no cycles, unique slugs per level --------------------
  data.categorias.forEach((category, index) => {
    if (category.idpad === null) return;
    if (!categories.has(category.idpad)) {
      err(`categorias.${index}.idpad`, `la categoría padre ${category.idpad} no existe`);
      return;
    }
    const seen = [category.cat];
    let parent: number | null = category.idpad;
    while (parent !== null) {
      if (seen.includes(parent)) {
        // reported once, on the categories that form the loop (not on their descendants)
        if (parent === category.cat)
          err(`categorias.${index}.idpad`, `ciclo de categorías: ${[...seen, parent].join(' → ')}`);
        break;
      }
      seen.push(parent);
      const parentIndex = categories.get(parent);
      parent = parentIndex === undefined ? null : (data.categorias[parentIndex]?.idpad ?? null);
    }
  });
  checkSlugs(
    err,
    data.categorias.map((c) => ({ slug: c.CODIGO_URL, scope: c.idpad ?? 0 })),
    'categorias',
    'el CODIGO_URL {slug} ya lo usa otra categoría del mismo nivel (categorias.{first})',
  );
  checkSlugs(
    err,
    data.productos.map((p) => ({ slug: p.CODIGO_URL, scope: 0 })),
    'productos',
    'el CODIGO_URL {slug} ya lo usa otro producto (productos.{first})',
  );

  // --- products: category, options, sizes, ingredients ---------------------------------
  const sizesOf = new Map<number, Set<number>>();
  for (const size of data.tamanios) {
    const set = sizesOf.get(size.IDPMN) ?? new Set<number>();
    set.add(size.I);
    sizesOf.set(size.IDPMN, set);
  }
  data.productos.forEach((product, index) => {
    const base = `productos.${index}`;
    if (!categories.has(product.T)) err(`${base}.T`, `la categoría ${product.T} no existe`);
    const sizes = sizesOf.get(product.I) ?? new Set<number>();
    const optionIds = new Set<number>();
    product.O.forEach((option, o) => {
      const at = `${base}.O.${o}`;
      if (optionIds.has(option.I)) err(`${at}.I`, `la opción ${option.I} está repetida`);
      optionIds.add(option.I);
      if (option.S !== null && !sizes.has(option.S))
        err(`${at}.S`, `el tamaño ${option.S} no es un tamaño del producto ${product.I}`);
      if (option.MIN > option.MAX)
        err(`${at}.MIN`, `MIN (${option.MIN}) es mayor que MAX (${option.MAX})`);
      const choiceIds = new Set<number>();
      option.OPS.forEach((choice, c) => {
        const cat = `${at}.OPS.${c}`;
        if (choiceIds.has(choice.I)) err(`${cat}.I`, `la elección ${choice.I} está repetida`);
        choiceIds.add(choice.I);
        if (choice.C !== null && !productExists(choice.C)) err(`${cat}.C`, noProduct(choice.C));
        if (choice.T !== null && !sizes.has(choice.T))
          err(`${cat}.T`, `el tamaño ${choice.T} no es un tamaño del producto ${product.I}`);
      });
      if (option.DM !== null && !choiceIds.has(option.DM))
        err(`${at}.DM`, `la elección por defecto ${option.DM} no está en OPS`);
    });
    for (const key of ['TDE', 'TDI'] as const) {
      const limits = product[key];
      if (limits && limits.min > limits.max)
        err(`${base}.${key}.min`, `min (${limits.min}) es mayor que max (${limits.max})`);
    }
    if (product.TIP === 'PROMO' && !promotions.has(product.I))
      err(`${base}.I`, `el producto PROMO ${product.I} no tiene una promoción con el mismo I`);
  });

  data.tamanios.forEach((size, index) => {
    if (!productExists(size.IDPMN)) err(`tamanios.${index}.IDPMN`, noProduct(size.IDPMN));
  });
  data.masas.forEach((pair, index) => {
    if (!productExists(pair.IDPMN)) err(`masas.${index}.IDPMN`, noProduct(pair.IDPMN));
    else if (!sizesOf.get(pair.IDPMN)?.has(pair.TAM))
      err(`masas.${index}.TAM`, `el tamaño ${pair.TAM} no es un tamaño del producto ${pair.IDPMN}`);
  });

  // --- promotions, schedules, carousel -------------------------------------------------
  data.promos.forEach((promo, index) => {
    for (const key of ['apl', 'prm'] as const)
      promo[key].forEach((id, i) => {
        if (!productExists(id)) err(`promos.${index}.${key}.${i}`, noProduct(id));
      });
    if (!isDate(promo.FECHA_HASTA))
      err(`promos.${index}.FECHA_HASTA`, `la fecha ${promo.FECHA_HASTA} no existe`);
  });
  data.horarios.forEach((row, index) => {
    if (!productExists(row.I)) err(`horarios.${index}.I`, noProduct(row.I));
  });
  data.carrusel.forEach((id, index) => {
    if (!productExists(id)) err(`carrusel.${index}`, noProduct(id));
  });

  // --- geography ------------------------------------------------------------------------
  data.ciudades.forEach((city, index) => {
    if (!departments.has(city.D))
      err(`ciudades.${index}.D`, `el departamento ${show(city.D)} no existe`);
  });
  data.colonias.forEach((district, index) => {
    if (!cities.has(district.CI))
      err(`colonias.${index}.CI`, `la ciudad ${show(district.CI)} no existe`);
  });
  data.tiendas.forEach((shop, index) => {
    if (!departments.has(shop.DEP))
      err(`tiendas.${index}.DEP`, `el departamento ${show(shop.DEP)} no existe`);
    const cityIndex = cities.get(shop.CIU);
    if (cityIndex === undefined)
      err(`tiendas.${index}.CIU`, `la ciudad ${show(shop.CIU)} no existe`);
    else {
      const city = data.ciudades[cityIndex]!;
      if (departments.has(shop.DEP) && city.D !== shop.DEP)
        err(
          `tiendas.${index}.CIU`,
          `la ciudad ${show(shop.CIU)} pertenece al departamento ${show(city.D)}, no a ${show(shop.DEP)}`,
        );
    }
  });
  const shopIds = new Set(data.tiendas.map((t) => t.I));
  const zoneCodes = new Set(data.zonas.map((z) => z.CODIGO));
  data.zonas.forEach((zone, index) => {
    if (zone.IDTDA !== null && !shopIds.has(zone.IDTDA))
      err(`zonas.${index}.IDTDA`, `la tienda ${zone.IDTDA} no existe`);
  });
  const landmarkNames = new Map<string, number>();
  data.lugares.forEach((place, index) => {
    if (!cities.has(place.CI)) err(`lugares.${index}.CI`, `la ciudad ${show(place.CI)} no existe`);
    const key = place.N.trim().toLowerCase();
    const previous = landmarkNames.get(key);
    if (previous === undefined) landmarkNames.set(key, index);
    else err(`lugares.${index}.N`, `el lugar ${show(place.N)} está repetido (lugares.${previous})`);
  });
  // a shop that delivers stands inside one of its own zones: its own door is covered
  data.tiendas.forEach((shop, index) => {
    const own = data.zonas.filter((z) => z.IDTDA === shop.I && z.TIPO !== 'COL');
    const at = { latitude: shop.LAT, longitude: shop.LNG };
    if (own.length > 0 && !own.some((z) => geoPointInPolygon(at, z.POLIGONO)))
      err(
        `tiendas.${index}`,
        `la tienda ${show(shop.N)} (${shop.I}) queda fuera de todas sus zonas de reparto (${own.map((z) => z.CODIGO).join(', ')})`,
      );
  });
  data.puntosEntrega.forEach((point, index) => {
    if (!zoneCodes.has(point.CODZON))
      err(`puntosEntrega.${index}.CODZON`, `la zona ${show(point.CODZON)} no existe`);
  });

  return [
    ...errors,
    ...crossCheckCart(data),
    ...crossCheckCoupons(data),
    ...crossCheckContent(data),
  ];
}

function checkSlugs(
  err: (path: string, message: string) => void,
  items: { slug: string | null; scope: number }[],
  collection: string,
  template: string,
): void {
  const first = new Map<string, number>();
  items.forEach(({ slug, scope }, index) => {
    if (slug === null) return;
    const key = `${scope}/${slug}`;
    const previous = first.get(key);
    if (previous === undefined) first.set(key, index);
    else
      err(
        `${collection}.${index}.CODIGO_URL`,
        template.replace('{slug}', show(slug)).replace('{first}', String(previous)),
      );
  });
}

function isDate(ddmmyyyy: string): boolean {
  const [d, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
