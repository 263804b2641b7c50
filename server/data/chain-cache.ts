import { createHash } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { RawJson } from '../http/route.ts';
import { chainLoadedAt } from '../seed/load.ts';
import { readChainSnapshot } from '../seed/read.ts';
import { firstBannerUrl, type ShellProduct } from '../shell/app-shell.ts';
import { cartIndexBuild, type CartIndex } from './cart-index.ts';
import { productImages } from './image-urls.ts';
import { catalogues, imageRecords, menuData } from './payloads.ts';

/**
 * The data/* answers, serialised once per loaded chain. Each request checks the chain's
 * loaded-at stamp (one primary-key read), so a reload by the seed command, from any
 * process or instance, is picked up on the next call.
 */

export interface ChainAnswers {
  loadedAt: string;
  getData: RawJson;
  getImages: RawJson;
  getCatalogos: RawJson;
  /** the picture the home carousel opens with, preloaded by the app shell */
  firstBanner: string | null;
  /** the products' detail pictures, preloaded by the app shell on their pages */
  productPictures: ShellProduct[];
  /** what the cart calls read (blocks excepted: they are read fresh on every request) */
  cart: CartIndex;
}

function raw(payload: Record<string, unknown>): RawJson {
  const json = JSON.stringify(ok(payload));
  const hash = createHash('sha1').update(json).digest('base64url');
  return new RawJson(json, `W/"${hash}"`);
}

export class ChainCache {
  private current: Promise<ChainAnswers> | null = null;
  private stamp: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly parametros: Record<string, string>,
  ) {}

  async get(): Promise<ChainAnswers> {
    const loadedAt = (await chainLoadedAt(this.db)) ?? 'vacío';
    if (this.current === null || this.stamp !== loadedAt) {
      this.stamp = loadedAt;
      this.current = this.build(loadedAt);
      // a failed build must not be cached forever
      this.current.catch(() => {
        if (this.stamp === loadedAt) this.current = null;
      });
    }
    return this.current;
  }

  private async build(loadedAt: string): Promise<ChainAnswers> {
    const { chain } = await readChainSnapshot(this.db);
    const images = imageRecords(chain);
    return {
      loadedAt,
      getData: raw({ data: menuData(chain, this.parametros) }),
      getImages: raw({ data: { data: images } }),
      getCatalogos: raw(catalogues(chain)),
      firstBanner: firstBannerUrl(images),
      productPictures: chain.productos.map((p) => ({
        id: p.I,
        urlCode: p.CODIGO_URL,
        promo: p.TIP === 'PROMO',
        name: p.N,
        picture: productImages(p.IS).IMGW,
      })),
      cart: cartIndexBuild(chain),
    };
  }
}
