CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"tag" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"district" text NOT NULL,
	"district_code" text NOT NULL,
	"street" text NOT NULL,
	"street_code" text NOT NULL,
	"address" text NOT NULL,
	"reference" text NOT NULL,
	"region_code" text NOT NULL,
	"city_code" text NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_main_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."principal";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_favorites_product_idx" ON "customer_favorites" USING btree ("customer_id","product_id");