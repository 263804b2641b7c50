import type { ShopHours } from '../../../src/domain/catalogs.ts';
import type { ItemSchedule } from '../../../src/domain/menu-data.ts';
import { cartIndexBuild } from '../../data/cart-index.ts';
import { geoIndexBuild, type GeoIndex } from '../../data/geo-index.ts';
import type { Database } from '../../db/client.ts';
import { quoteMenuFromChain, type QuoteMenu } from '../../quote/quote-menu.ts';
import {
  quotePromotionValidity,
  type QuotePromotionValid,
} from '../../quote/quote-promotion-validity.ts';
import { chainLoadedAt } from '../../seed/load.ts';
import { readChainSnapshot } from '../../seed/read.ts';

/**
 * What an order save reads from the loaded chain (§3.2, §3.3, §5.3, §5.4), built once per load
 * from one consistent snapshot: the menu the cart quote prices with, data/checkPr's verdict,
 * the geography coverage is resolved on, each shop's hours, the items' hours and the
 * geo-limited products each shop may sell. Every request checks the
 * chain's loaded-at stamp (one primary-key read), so a reload counts from the next order.
 */
export interface OrderSaveChain {
  loadedAt: string;
  menu: QuoteMenu;
  promotionValid: QuotePromotionValid;
  geo: GeoIndex;
  /** §3.2 HORARIOS by shop id (an empty list: the chain's hours) */
  shopHours: ReadonlyMap<number, readonly ShopHours[]>;
  /** §3.3 horarios: the windows items are sold in (data/checkHr's rows) */
  itemSchedules: readonly ItemSchedule[];
  /** §5.3 geo-limited menu ids each shop may sell (data/getVS's GEO rows) */
  geoByShop: ReadonlyMap<number, readonly number[]>;
}

async function orderSaveChainRead(db: Database): Promise<OrderSaveChain> {
  const { chain, loadedAt } = await readChainSnapshot(db);
  const stamp = loadedAt ?? 'vacío';
  const index = cartIndexBuild(chain);
  return {
    loadedAt: stamp,
    menu: quoteMenuFromChain(chain),
    promotionValid: quotePromotionValidity(index),
    geo: geoIndexBuild(chain, stamp),
    shopHours: new Map(
      chain.tiendas.map((shop) => [
        shop.I,
        shop.HORARIOS.map((h) => ({
          shopId: shop.I,
          weekday: h.DIA,
          openingTime: h.HA,
          closingTime: h.HC,
        })),
      ]),
    ),
    itemSchedules: chain.horarios.map((h) => ({ menuId: h.I, from: h.HD, to: h.HH })),
    geoByShop: index.geoByShop,
  };
}

/** §3.2 / §3.3 the order-save view of the loaded chain, rebuilt only when the chain's stamp changes. */
export class OrderSaveChainCache {
  private current: Promise<OrderSaveChain> | null = null;
  private stamp: string | null = null;

  constructor(private readonly db: Database) {}

  async get(): Promise<OrderSaveChain> {
    const loadedAt = (await chainLoadedAt(this.db)) ?? 'vacío';
    if (this.current === null || this.stamp !== loadedAt) {
      this.stamp = loadedAt;
      const building = orderSaveChainRead(this.db);
      this.current = building;
      // a failed build must not be cached forever
      building.catch(() => {
        if (this.current === building) this.current = null;
      });
    }
    return this.current;
  }
}
