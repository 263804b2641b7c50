CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_sizes" (
	"product_id" integer NOT NULL,
	"base_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "base_sizes_product_id_base_id_size_id_pk" PRIMARY KEY("product_id","base_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "carousel" (
	"pos" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"ord" integer DEFAULT 0 NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"department_code" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"zone_code" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"code" text PRIMARY KEY NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"city_code" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_schedules" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"hora_desde" text NOT NULL,
	"hora_hasta" text NOT NULL,
	"pos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"category_id" integer NOT NULL,
	"type" text NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"ord" integer DEFAULT 0 NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"valid_until" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hours" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"day" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"city_code" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_messages" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"shop_id" integer,
	"restriction" integer,
	"polygon" jsonb NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_schedules_item_idx" ON "item_schedules" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "shop_hours_shop_idx" ON "shop_hours" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "sizes_product_idx" ON "sizes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "zones_type_idx" ON "zones" USING btree ("type");