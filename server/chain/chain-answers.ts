import { ok } from '../wire/envelope.ts';
import { rawJsonBuild, type RawJson } from '../wire/raw-json.ts';
import { catalogues, imageRecords, menuData } from './chain-answers-json.ts';
import type { ChainPart, ChainView } from './chain-view.ts';

/**
 * The data/* answers of one chain version, serialised and compressed once (decision 017):
 * bytes, gzip and brotli, with the JSON's ETag.
 */
export interface ChainAnswers {
  loadedAt: string;
  getData: RawJson;
  getImages: RawJson;
  getCatalogos: RawJson;
}

async function chainAnswersBuild(
  view: ChainView,
  parametros: Record<string, string>,
  countryCode: string,
): Promise<ChainAnswers> {
  const { chain } = view;
  const [getData, getImages, getCatalogos] = await Promise.all([
    rawJsonBuild(ok({ data: menuData(chain, parametros, countryCode) })),
    rawJsonBuild(ok({ data: { data: imageRecords(chain) } })),
    rawJsonBuild(ok(catalogues(chain))),
  ]);
  return { loadedAt: view.loadedAt, getData, getImages, getCatalogos };
}

/**
 * The answers as a part of a chain version, for a server whose getData carries `parametros`
 * (§3.3, config.parametros) and `countryCode` (§1, config.countryCode): make it once per
 * server, since a part is known by identity.
 */
export function chainAnswersPart(
  parametros: Record<string, string>,
  countryCode = 'SV',
): ChainPart<Promise<ChainAnswers>> {
  return (view) => chainAnswersBuild(view, parametros, countryCode);
}
