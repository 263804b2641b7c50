import type { ContentWire } from '../../src/protocol/content.ts';
import { ok } from '../wire/envelope.ts';
import { rawJsonBuild, type RawJson } from '../wire/raw-json.ts';
import type { ChainData } from '../seed/schema.ts';
import type { ChainPart } from './chain-view.ts';

/**
 * data/getContenido's answer (§2.1, §2.6, §2.12; docs/decisions/033): the chain's content as
 * the file has it (ContentWire), or empty lists for a chain loaded without content.
 */
export function contentWire(chain: ChainData): ContentWire {
  const content = chain.contenido;
  if (content === null) return { paginas: [], anuncios: [], ayuda: [] };
  return {
    paginas: content.paginas.map((p) => ({ ...p, SECCIONES: p.SECCIONES.map((s) => ({ ...s })) })),
    anuncios: content.anuncios.map((a) => ({ ...a })),
    ayuda: content.ayuda.map((h) => ({ ...h })),
  };
}

/**
 * The answer serialised and compressed once per chain version, with its ETag, as the other
 * data/* answers are (decision 017): the same for every visitor until the chain changes.
 */
export const contentAnswerPart: ChainPart<Promise<RawJson>> = (view) =>
  rawJsonBuild(ok({ data: contentWire(view.chain) }));
