/**
 * The database schema, one file per concept: the loaded chain (menu, places, cart rules and
 * its meta facts), the orders, the rate-limit counters, the customers, their addresses and
 * favourites, the mail outbox, the coupons with their redemptions, the gift certificates,
 * the chain's content pages, the Web Push subscriptions with their outbox, and the chain's
 * staff with their sessions and audit log.
 * drizzle.config.ts points here, so
 * drizzle-kit sees every table; one schema and one migration set for PGlite and PostgreSQL.
 */
export * from './menu.ts';
export * from './places.ts';
export * from './cart-rules.ts';
export * from './chain-meta.ts';
export * from './orders.ts';
export * from './rate-limits.ts';
export * from './customers.ts';
export * from './mail.ts';
export * from './customer-data.ts';
export * from './coupons.ts';
export * from './certificates.ts';
export * from './content.ts';
export * from './push.ts';
export * from './staff.ts';
