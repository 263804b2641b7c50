import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type {
  Announcement,
  ChainContent,
  ContentPage,
  HelpTopic,
} from '../../domain/content/content';
import { CONTENT_PAGE_KEYS } from '../../protocol/content';
import {
  wireAnswer,
  wireInt,
  wireIntOrNull,
  wireList,
  wireMap,
  wireObject,
  wireText,
} from '../../protocol/wire';
import { apiRequest } from '../request';

const sectionSchema = wireObject({
  ID: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  TITULO: wireText,
  TEXTO: wireText,
});

const pageSchema = wireMap(
  wireObject({
    CLAVE: v.picklist(CONTENT_PAGE_KEYS),
    TITULO: wireText,
    INTRO: wireText,
    ACTUALIZADO: wireText,
    SECCIONES: wireList(sectionSchema),
  }),
  (w): ContentPage => ({
    key: w.CLAVE,
    title: w.TITULO,
    introMarkdown: w.INTRO,
    updated: w.ACTUALIZADO,
    sections: w.SECCIONES.map((s) => ({ id: s.ID, title: s.TITULO, markdown: s.TEXTO })),
  }),
);

const announcementSchema = wireMap(
  wireObject({
    I: wireInt,
    TITULO: wireText,
    RESUMEN: wireText,
    TEXTO: wireText,
    FECHA: wireText,
    BANNER: wireIntOrNull,
  }),
  (w): Announcement => ({
    id: w.I,
    title: w.TITULO,
    summary: w.RESUMEN,
    markdown: w.TEXTO,
    date: w.FECHA,
    bannerId: w.BANNER,
  }),
);

const helpTopicSchema = wireMap(
  wireObject({ I: wireInt, PREGUNTA: wireText, RESPUESTA: wireText }),
  (w): HelpTopic => ({
    id: w.I,
    question: w.PREGUNTA,
    answer: w.RESPUESTA.split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  }),
);

/** data/getContenido answer: `data` (rows that do not read are dropped). */
export const getContenidoSchema = wireAnswer(
  wireObject({
    data: wireMap(
      wireObject({
        paginas: wireList(pageSchema),
        anuncios: wireList(announcementSchema),
        ayuda: wireList(helpTopicSchema),
      }),
      (d): ChainContent => ({ pages: d.paginas, announcements: d.anuncios, help: d.ayuda }),
    ),
  }),
);

/** §2.1 data/getContenido (guest, background, no body): pages, announcements, help. */
export async function getContenido(): Promise<ChainContent> {
  const answer = await apiRequest('data/getContenido', {
    guest: true,
    background: true,
    empty: true,
    schema: getContenidoSchema,
  });
  return answer.data;
}

/** §2.1 the chain's content; persisted with the query cache, so it reads offline after a visit. */
export const contentQueryOptions = () =>
  queryOptions({ queryKey: ['content'], queryFn: getContenido });
