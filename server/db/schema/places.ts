import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The chain's places (§3.2): catalogues, shops with their hours, coverage zones and
 * delivery points, each record as the chain file has it (server/db/schema/menu.ts says how).
 */

/** Catalogues (§3.2 departamentos, ciudades, colonias). */
export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const cities = pgTable('cities', {
  rowId: serial('row_id').primaryKey(),
  code: text('code').notNull(),
  departmentCode: text('department_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const districts = pgTable('districts', {
  rowId: serial('row_id').primaryKey(),
  code: text('code').notNull(),
  cityCode: text('city_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Landmarks the map's search finds (the chain's `lugares`). */
export const landmarks = pgTable('landmarks', {
  rowId: serial('row_id').primaryKey(),
  cityCode: text('city_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Shops (§3.2); HORARIOS live in shop_hours. */
export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  cityCode: text('city_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const shopHours = pgTable(
  'shop_hours',
  {
    rowId: serial('row_id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** 0 = Sunday .. 6 = Saturday */
    day: integer('day').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [index('shop_hours_shop_idx').on(t.shopId)],
);

/** Coverage polygons (§3.2: COL, ZON, TDA). */
export const zones = pgTable(
  'zones',
  {
    rowId: serial('row_id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    shopId: integer('shop_id'),
    restriction: integer('restriction'),
    polygon: jsonb('polygon').notNull(),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('zones_type_idx').on(t.type)],
);

export const deliveryPoints = pgTable('delivery_points', {
  id: integer('id').primaryKey(),
  zoneCode: text('zone_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});
