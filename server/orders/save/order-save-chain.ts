import type { ShopHours } from '../../../src/domain/catalogs.ts';
import type { ItemSchedule } from '../../../src/domain/menu-data.ts';
import { productIdOf, type ProductId } from '../../../src/domain/product-id.ts';
import { shopIdOf } from '../../../src/domain/shops/shop-id.ts';
import { cartIndexPart } from '../../chain/cart-index.ts';
import type { ChainPart } from '../../chain/chain-view.ts';
import { geoIndexPart, type GeoIndex } from '../../chain/geo-index.ts';
import { quoteMenuFromChain, type QuoteMenu } from '../../quote/quote-menu.ts';
import {
  quotePromotionValidity,
  type QuotePromotionValid,
} from '../../quote/quote-promotion-validity.ts';

/**
 * What an order save reads from the loaded chain (§3.2, §3.3, §5.3, §5.4), built once per
 * chain version (a part of its ChainView, decision 026): the menu the cart quote prices
 * with, data/checkPr's verdict, the geography coverage is resolved on, each shop's hours,
 * the items' hours and the geo-limited products each shop may sell.
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
  geoByShop: ReadonlyMap<number, readonly ProductId[]>;
}

/** §3.2 / §3.3 the order-save view of a chain version, built once per version. */
export const orderSaveChainPart: ChainPart<OrderSaveChain> = (view) => {
  const { chain } = view;
  const index = view.part(cartIndexPart);
  return {
    loadedAt: view.loadedAt,
    menu: quoteMenuFromChain(chain),
    promotionValid: quotePromotionValidity(index),
    geo: view.part(geoIndexPart),
    shopHours: new Map(
      chain.tiendas.map((shop) => [
        shop.I,
        shop.HORARIOS.map((h) => ({
          shopId: shopIdOf(shop.I),
          weekday: h.DIA,
          openingTime: h.HA,
          closingTime: h.HC,
        })),
      ]),
    ),
    itemSchedules: chain.horarios.map((h) => ({
      menuId: productIdOf(h.I),
      from: h.HD,
      to: h.HH,
    })),
    geoByShop: index.geoByShop,
  };
};
