CREATE TABLE "blocks" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer,
	"item_id" integer NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_allowed" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggested_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_shop_item_idx" ON "blocks" USING btree ("kind","shop_id","item_id") WHERE "blocks"."shop_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_chain_item_idx" ON "blocks" USING btree ("kind","item_id") WHERE "blocks"."shop_id" is null;