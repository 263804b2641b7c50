import type { ChainData } from './schema.ts';
import { show, type ChainIds, type ErrorReport } from './validate-ids.ts';

/**
 * Cross-reference checks of the menu in a chain file (docs/seed-format.md): categories
 * (parents, loops, addresses), products (category, options, sizes, limits), sizes and
 * base/size pairs, promotions, schedules and the carousel.
 */

type Product = ChainData['productos'][number];

const noProduct = (id: number) => `el producto ${id} no existe`;

/** Every parent exists and no category is its own ancestor. */
function checkCategoryParents(
  err: ErrorReport,
  data: ChainData,
  categories: ChainIds['categories'],
) {
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
}

function checkSlugs(
  err: ErrorReport,
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

/** A category's address is unique among its siblings, a product's among all products. */
function checkMenuSlugs(err: ErrorReport, data: ChainData) {
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
}

/** The size ids of each product. */
function productSizes(data: ChainData): Map<number, Set<number>> {
  const sizesOf = new Map<number, Set<number>>();
  for (const size of data.tamanios) {
    const set = sizesOf.get(size.IDPMN) ?? new Set<number>();
    set.add(size.I);
    sizesOf.set(size.IDPMN, set);
  }
  return sizesOf;
}

/** A product's options: unique ids, sizes of this product, sane limits, existing choices. */
function checkOptions(
  err: ErrorReport,
  base: string,
  product: Product,
  sizes: Set<number>,
  productExists: (id: number) => boolean,
) {
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
}

/** Each product: its category, its options, its quantity limits, a PROMO's promotion. */
function checkProducts(
  err: ErrorReport,
  data: ChainData,
  ids: ChainIds,
  sizesOf: Map<number, Set<number>>,
) {
  const productExists = (id: number) => ids.products.has(id);
  data.productos.forEach((product, index) => {
    const base = `productos.${index}`;
    if (!ids.categories.has(product.T)) err(`${base}.T`, `la categoría ${product.T} no existe`);
    checkOptions(err, base, product, sizesOf.get(product.I) ?? new Set<number>(), productExists);
    for (const key of ['TDE', 'TDI'] as const) {
      const limits = product[key];
      if (limits && limits.min > limits.max)
        err(`${base}.${key}.min`, `min (${limits.min}) es mayor que max (${limits.max})`);
    }
    if (product.TIP === 'PROMO' && !ids.promotions.has(product.I))
      err(`${base}.I`, `el producto PROMO ${product.I} no tiene una promoción con el mismo I`);
  });
}

/** Sizes belong to existing products; a base/size pair names one of its product's sizes. */
function checkSizes(
  err: ErrorReport,
  data: ChainData,
  productExists: (id: number) => boolean,
  sizesOf: Map<number, Set<number>>,
) {
  data.tamanios.forEach((size, index) => {
    if (!productExists(size.IDPMN)) err(`tamanios.${index}.IDPMN`, noProduct(size.IDPMN));
  });
  data.masas.forEach((pair, index) => {
    if (!productExists(pair.IDPMN)) err(`masas.${index}.IDPMN`, noProduct(pair.IDPMN));
    else if (!sizesOf.get(pair.IDPMN)?.has(pair.TAM))
      err(`masas.${index}.TAM`, `el tamaño ${pair.TAM} no es un tamaño del producto ${pair.IDPMN}`);
  });
}

/** Promotions, schedules and the carousel name existing products; an end date is real. */
function checkPromotions(
  err: ErrorReport,
  data: ChainData,
  productExists: (id: number) => boolean,
) {
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
}

function isDate(ddmmyyyy: string): boolean {
  const [d, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The menu's references, in the order the file lists its sections. */
export function crossCheckMenu(data: ChainData, ids: ChainIds): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);
  const productExists = (id: number) => ids.products.has(id);
  const sizesOf = productSizes(data);
  checkCategoryParents(err, data, ids.categories);
  checkMenuSlugs(err, data);
  checkProducts(err, data, ids, sizesOf);
  checkSizes(err, data, productExists, sizesOf);
  checkPromotions(err, data, productExists);
  return errors;
}
