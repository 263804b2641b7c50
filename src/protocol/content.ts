/**
 * §2.1, §2.6, §2.12 the chain's content as data/getContenido answers it (docs/decisions/033):
 * the information pages, the announcements (notices) and the help assistant's situations.
 * The chain edits it in its chain data file; the seed validates it. Texts marked Markdown
 * are CommonMark without raw HTML, rendered by the app through a parser and a sanitizer.
 */

// the pages' keys are the domain's (src/domain/content/content-keys.ts): the wire names them
import type { ContentPageKey } from '../domain/content/content-keys';
export { CONTENT_PAGE_KEYS, type ContentPageKey } from '../domain/content/content-keys';

/** one section of a page: a question of the FAQ, an accordion section, a heading's text */
export interface ContentSectionWire {
  /** the section's anchor: lower case letters, digits and '-' (unique within its page) */
  ID: string;
  TITULO: string;
  /** Markdown */
  TEXTO: string;
}

export interface ContentPageWire {
  CLAVE: ContentPageKey;
  TITULO: string;
  /** Markdown shown above the sections; may be '' */
  INTRO: string;
  /** 'dd/MM/yyyy' the last change */
  ACTUALIZADO: string;
  SECCIONES: ContentSectionWire[];
}

/** an announcement (/announcement/{id}); the notices page (/trivia) lists the current ones */
export interface AnnouncementWire {
  I: number;
  TITULO: string;
  /** one or two plain-text lines for the list */
  RESUMEN: string;
  /** Markdown */
  TEXTO: string;
  /** 'dd/MM/yyyy' published */
  FECHA: string;
  /** banner id (getImages FUNCION BANNER) that leads to it, or null */
  BANNER: number | null;
}

/** a situation of the help dialog (§2.6) and its answer */
export interface HelpTopicWire {
  I: number;
  /** the situation as the customer would say it: 'Mi pedido no ha llegado' */
  PREGUNTA: string;
  /** plain text; a blank line separates paragraphs */
  RESPUESTA: string;
}

/** data/getContenido `data` */
export interface ContentWire {
  paginas: ContentPageWire[];
  anuncios: AnnouncementWire[];
  ayuda: HelpTopicWire[];
}
