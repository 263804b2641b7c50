import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What a content row is: a page, an announcement or a help situation. */
export type ContentKind = 'pagina' | 'anuncio' | 'ayuda';

/**
 * The chain's content (§2.1, §2.6, §2.12; docs/decisions/033): its pages, announcements and
 * help situations as the chain file has them, each kind in file order. Replaced with the rest
 * of the chain; no rows when the file carries no content.
 */
export const chainContent = pgTable(
  'chain_content',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.pos] })],
);
