CREATE TABLE "order_events" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracking_points" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"velocity" double precision DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_sub" text NOT NULL,
	"hash" text NOT NULL,
	"shop_id" integer NOT NULL,
	"delivery_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"status" text DEFAULT 'PEN' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"item_count" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"future_at" timestamp with time zone,
	"tracked" boolean DEFAULT false NOT NULL,
	"payment_token" text,
	"data" jsonb NOT NULL,
	"response" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tracking_points_order_idx" ON "order_tracking_points" USING btree ("order_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_hash_idx" ON "orders" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_sub");