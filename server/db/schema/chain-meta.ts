import { pgTable, text } from 'drizzle-orm/pg-core';

/** Key/value facts about the loaded data (chain version, loaded-at). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
