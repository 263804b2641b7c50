import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * A customer's saved addresses (§3.2, issue 16). `position` is the customer's order (0
 * first); `principal` marks the main one, at most one per customer (a partial unique index,
 * so two concurrent changes cannot both leave one). district/street and their codes are the
 * server's coverage of the pin when it was saved, never the client's.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    position: integer('position').notNull(),
    principal: boolean('principal').notNull().default(false),
    tag: text('tag').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    district: text('district').notNull(),
    districtCode: text('district_code').notNull(),
    street: text('street').notNull(),
    streetCode: text('street_code').notNull(),
    address: text('address').notNull(),
    reference: text('reference').notNull(),
    regionCode: text('region_code').notNull(),
    cityCode: text('city_code').notNull(),
    edited: boolean('edited').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_main_idx')
      .on(t.customerId)
      .where(sql`${t.principal}`),
  ],
);

/** A customer's favourite products (§3.3, issue 16): one row per product, newest last. */
export const customerFavorites = pgTable(
  'customer_favorites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('customer_favorites_product_idx').on(t.customerId, t.productId)],
);
