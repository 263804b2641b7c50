import { Lexer, type Token, type Tokens } from 'marked';
import { CONTENT_PAGE_KEYS } from '../../src/protocol/content.ts';
import type { ChainData } from './schema.ts';

/**
 * Checks of the chain's content (docs/seed-format.md "Content", docs/decisions/033): every
 * page once, section anchors unique per page, Markdown without raw HTML and with links the
 * app can follow (a path of the app, https, mailto or tel), announcement and help ids
 * unique, an announcement's banner on the menu. Messages read like the rest of parseChain:
 * 'path.to.field: mensaje en español'.
 */

/** Links a text may carry: the app's own paths, web pages, e-mail and phone. */
const LINK_ALLOWED = /^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/i;

/** Why a Markdown text is refused, or null when it reads. */
export function markdownProblem(text: string): string | null {
  let tokens: Token[];
  try {
    tokens = new Lexer({ gfm: true }).lex(text);
  } catch {
    return 'el texto Markdown no se puede leer';
  }
  let problem: string | null = null;
  const visit = (list: Token[]) => {
    for (const token of list) {
      if (problem !== null) return;
      if (token.type === 'html') {
        problem = `el texto lleva HTML (${(token as Tokens.HTML).raw.trim().slice(0, 40)}); use solo Markdown`;
        return;
      }
      if ((token.type === 'link' || token.type === 'image') && 'href' in token) {
        const href = String(token.href);
        if (!LINK_ALLOWED.test(href)) {
          problem = `el enlace '${href.slice(0, 60)}' no es una ruta de la app (/…), https, mailto ni tel`;
          return;
        }
      }
      const nested = token as { tokens?: Token[]; items?: Token[] };
      if (nested.tokens) visit(nested.tokens);
      if (nested.items) visit(nested.items);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) visit(cell.tokens);
      }
    }
  };
  visit(tokens);
  return problem;
}

function isDate(ddmmyyyy: string): boolean {
  const [d, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function crossCheckContent(data: ChainData): string[] {
  const content = data.contenido;
  if (content === null) return [];
  const errors: string[] = [];
  const err = (path: string, message: string) => errors.push(`${path}: ${message}`);
  const markdown = (path: string, text: string) => {
    const problem = markdownProblem(text);
    if (problem !== null) err(path, problem);
  };
  const date = (path: string, text: string) => {
    if (!isDate(text)) err(path, `la fecha ${text} no existe`);
  };

  const pages = new Map<string, number>();
  content.paginas.forEach((page, index) => {
    const at = `contenido.paginas.${index}`;
    const previous = pages.get(page.CLAVE);
    if (previous !== undefined)
      err(`${at}.CLAVE`, `la página '${page.CLAVE}' está repetida (contenido.paginas.${previous})`);
    else pages.set(page.CLAVE, index);
    date(`${at}.ACTUALIZADO`, page.ACTUALIZADO);
    markdown(`${at}.INTRO`, page.INTRO);
    const ids = new Map<string, number>();
    page.SECCIONES.forEach((section, s) => {
      const sat = `${at}.SECCIONES.${s}`;
      const same = ids.get(section.ID);
      if (same !== undefined)
        err(
          `${sat}.ID`,
          `la sección '${section.ID}' está repetida en la página (SECCIONES.${same})`,
        );
      else ids.set(section.ID, s);
      markdown(`${sat}.TEXTO`, section.TEXTO);
    });
  });
  for (const key of CONTENT_PAGE_KEYS)
    if (!pages.has(key)) err('contenido.paginas', `falta la página '${key}'`);

  const banners = new Set(data.banners.map((b) => b.I));
  const announcements = new Map<number, number>();
  content.anuncios.forEach((announcement, index) => {
    const at = `contenido.anuncios.${index}`;
    const same = announcements.get(announcement.I);
    if (same !== undefined)
      err(`${at}.I`, `el id ${announcement.I} está repetido (contenido.anuncios.${same})`);
    else announcements.set(announcement.I, index);
    date(`${at}.FECHA`, announcement.FECHA);
    markdown(`${at}.TEXTO`, announcement.TEXTO);
    if (announcement.BANNER !== null && !banners.has(announcement.BANNER))
      err(`${at}.BANNER`, `el banner ${announcement.BANNER} no existe`);
  });

  const help = new Map<number, number>();
  content.ayuda.forEach((topic, index) => {
    const same = help.get(topic.I);
    if (same !== undefined)
      err(`contenido.ayuda.${index}.I`, `el id ${topic.I} está repetido (contenido.ayuda.${same})`);
    else help.set(topic.I, index);
  });
  return errors;
}
