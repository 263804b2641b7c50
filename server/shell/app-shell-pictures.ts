import { imageRecords } from '../chain/chain-answers-json.ts';
import type { ChainPart } from '../chain/chain-view.ts';
import { productImages } from '../chain/image-urls.ts';
import { firstBannerUrl, type ShellProduct } from './app-shell.ts';

/** What the app shell preloads from a chain version. */
export interface AppShellPictures {
  /** the picture the home carousel opens with */
  firstBanner: string | null;
  /** the products' detail pictures, preloaded on their pages */
  productPictures: ShellProduct[];
}

/** The shell's pictures of a chain version, built once per version (decision 026). */
export const appShellPicturesPart: ChainPart<AppShellPictures> = ({ chain }) => ({
  firstBanner: firstBannerUrl(imageRecords(chain)),
  productPictures: chain.productos.map((p) => ({
    id: p.I,
    urlCode: p.CODIGO_URL,
    promo: p.TIP === 'PROMO',
    name: p.N,
    picture: productImages(p.IS).IMGW,
  })),
});
