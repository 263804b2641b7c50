import type { ChainData } from './schema.ts';

/**
 * Cross-reference checks of the cart rules in a chain file (docs/seed-format.md "Cart
 * rules"): blocks, suggested sales, geo permissions and promotional codes. Messages read
 * like the rest of parseChain: 'path.to.field: mensaje en español'.
 */
export function crossCheckCart(data: ChainData): string[] {
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);
  const products = new Map(data.productos.map((p) => [p.I, p]));
  const shops = new Set(data.tiendas.map((t) => t.I));
  const choices = new Set(data.productos.flatMap((p) => p.O.flatMap((o) => o.OPS.map((c) => c.I))));
  const noProduct = (id: number) => `el producto ${id} no existe`;
  const noShop = (id: number) => `la tienda ${id} no existe`;

  const checkBlocks = (key: 'bloqueos' | 'bloqueosOpciones', exists: (id: number) => boolean) => {
    const seen = new Map<string, number>();
    data[key].forEach((block, index) => {
      const at = `${key}.${index}`;
      if (!exists(block.I))
        err(`${at}.I`, key === 'bloqueos' ? noProduct(block.I) : `la opción ${block.I} no existe`);
      if (block.IDTDA !== null && !shops.has(block.IDTDA)) err(`${at}.IDTDA`, noShop(block.IDTDA));
      const scope = `${block.IDTDA ?? 'todas'}/${block.I}`;
      const previous = seen.get(scope);
      if (previous === undefined) seen.set(scope, index);
      else
        err(`${at}.I`, `el bloqueo de ${block.I} en esa tienda está repetido (${key}.${previous})`);
    });
  };
  checkBlocks('bloqueos', (id) => products.has(id));
  checkBlocks('bloqueosOpciones', (id) => choices.has(id));

  const firstOf = new Map<number, number>();
  data.ventaSugerida.forEach((row, index) => {
    const at = `ventaSugerida.${index}`;
    if (!products.has(row.I)) err(`${at}.I`, noProduct(row.I));
    const previous = firstOf.get(row.I);
    if (previous === undefined) firstOf.set(row.I, index);
    else err(`${at}.I`, `el producto ${row.I} está repetido (ventaSugerida.${previous})`);
    row.S.forEach((id, i) => {
      const suggested = products.get(id);
      if (!suggested) err(`${at}.S.${i}`, noProduct(id));
      else if (id === row.I) err(`${at}.S.${i}`, 'un producto no se sugiere a sí mismo');
      // §2.7 suggestions are added with a counter, without configuring anything
      else if (suggested.TIP !== 'PRD')
        err(`${at}.S.${i}`, `el producto ${id} no es simple (PRD): no se puede sugerir`);
    });
  });

  const geoFirst = new Map<number, number>();
  data.geoPermitidos.forEach((row, index) => {
    const at = `geoPermitidos.${index}`;
    const product = products.get(row.I);
    if (!product) err(`${at}.I`, noProduct(row.I));
    else if (product.X !== 2) err(`${at}.I`, `el producto ${row.I} no está limitado (X no es 2)`);
    const previous = geoFirst.get(row.I);
    if (previous === undefined) geoFirst.set(row.I, index);
    else err(`${at}.I`, `el producto ${row.I} está repetido (geoPermitidos.${previous})`);
    row.TIENDAS.forEach((id, i) => {
      if (!shops.has(id)) err(`${at}.TIENDAS.${i}`, noShop(id));
    });
  });

  const codes = new Map<string, number>();
  data.promos.forEach((promo, index) => {
    if (promo.CODIGO === null) return;
    const code = promo.CODIGO.toLowerCase();
    const previous = codes.get(code);
    if (previous === undefined) codes.set(code, index);
    else err(`promos.${index}.CODIGO`, `el código '${promo.CODIGO}' ya lo usa promos.${previous}`);
  });
  return errors;
}
