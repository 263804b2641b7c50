import type { MenuData } from '../../src/domain/menu-data.ts';
import {
  baseSizeWireSchema,
  promotionWireSchema,
  sizeWireSchema,
} from '../../src/protocol/menu-pricing.ts';
import { productWireSchema } from '../../src/protocol/menu-product.ts';
import { wireRowsRead } from '../../src/protocol/wire.ts';
import { productImages } from '../chain/image-urls.ts';
import type { ChainData } from '../seed/schema.ts';

/**
 * §3.3 the parts of the menu a cart quote reads, in the domain's readable names: products
 * (with options and ingredient limits), tamanios, masas and promos. The full MenuData fits.
 */
export type QuoteMenu = Pick<MenuData, 'products' | 'sizes' | 'bases' | 'promotions'>;

/** §3.3 / §3.5 the data/getData lists a quote reads: `menu`, `tamanios`, `masas`, `promos`. */
export interface QuoteMenuRows {
  menu: readonly unknown[];
  tamanios: readonly unknown[];
  masas: readonly unknown[];
  promos: readonly unknown[];
}

/**
 * §3.3 / §3.5 the rows read with the protocol's schemas, the ones the app reads data/getData
 * with (src/protocol/menu-product.ts, menu-pricing.ts): a row the app would drop is dropped.
 */
export function quoteMenuFromRows(rows: QuoteMenuRows): QuoteMenu {
  return {
    products: wireRowsRead(productWireSchema, rows.menu),
    sizes: wireRowsRead(sizeWireSchema, rows.tamanios),
    bases: wireRowsRead(baseSizeWireSchema, rows.masas),
    promotions: wireRowsRead(promotionWireSchema, rows.promos),
  };
}

/**
 * §3.3 / §3.5 the loaded chain as the domain reads it: its rows as data/getData hands them
 * out (the products with their images, server/chain/chain-answers-json.ts), read as the app reads them.
 */
export function quoteMenuFromChain(chain: ChainData): QuoteMenu {
  return quoteMenuFromRows({
    menu: chain.productos.map((p) => ({ ...p, images: productImages(p.IS) })),
    tamanios: chain.tamanios,
    masas: chain.masas,
    promos: chain.promos,
  });
}
