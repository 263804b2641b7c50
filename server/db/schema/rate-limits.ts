import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (issue 13, decision 015): one fixed window per key (`<limit>:<client>`),
 * shared by every instance on the database. Created UNLOGGED (migration 0003): a counter
 * lost in a crash only gives a client a fresh window, and each call's upsert skips the WAL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
