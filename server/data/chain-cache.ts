import type { Database } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { rawJsonBuild, type RawJson } from '../http/raw-json.ts';
import { chainLoadedAt } from '../seed/load.ts';
import { readChainSnapshot } from '../seed/read.ts';
import { firstBannerUrl, type ShellProduct } from '../shell/app-shell.ts';
import { cartIndexBuild, type CartIndex } from './cart-index.ts';
import { productImages } from './image-urls.ts';
import { catalogues, imageRecords, menuData } from './payloads.ts';

/**
 * The data/* answers, serialised and compressed once per loaded chain (decision 017). The
 * chain's loaded-at stamp (one primary-key read) is checked at most once a second, so a
 * reload by the seed command, from any process or instance, is served within a second.
 */

/** How long a read of the chain's loaded-at stamp is trusted (decision 017). */
export const CHAIN_RECHECK_MS = 1000;

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

export class ChainCache {
  private current: Promise<ChainAnswers> | null = null;
  private stamp: string | null = null;
  private stampRead: Promise<string> | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly parametros: Record<string, string>,
    private readonly recheckMs = CHAIN_RECHECK_MS,
  ) {}

  async get(): Promise<ChainAnswers> {
    const loadedAt = await this.readStamp();
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

  /**
   * The loaded-at stamp, read at most once per CHAIN_RECHECK_MS: on PGlite one primary-key
   * read cost about ten times what serving the cached bytes costs, so reading it on every
   * request capped getData near 500 req/s (issue 13). Concurrent requests share one read.
   */
  private readStamp(): Promise<string> | string {
    if (this.stamp !== null && performance.now() - this.checkedAt < this.recheckMs) {
      return this.stamp;
    }
    this.stampRead ??= chainLoadedAt(this.db)
      .then((value) => {
        this.checkedAt = performance.now();
        return value ?? 'vacío';
      })
      .finally(() => {
        this.stampRead = null;
      });
    return this.stampRead;
  }

  private async build(loadedAt: string): Promise<ChainAnswers> {
    const { chain } = await readChainSnapshot(this.db);
    const images = imageRecords(chain);
    const [getData, getImages, getCatalogos] = await Promise.all([
      rawJsonBuild(ok({ data: menuData(chain, this.parametros) })),
      rawJsonBuild(ok({ data: { data: images } })),
      rawJsonBuild(ok(catalogues(chain))),
    ]);
    return {
      loadedAt,
      getData,
      getImages,
      getCatalogos,
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
