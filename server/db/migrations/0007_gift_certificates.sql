CREATE TABLE "certificate_catalogue" (
	"id" integer PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_orders" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_sub" text NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_status" text NOT NULL,
	"payment_token" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"catalogue_id" integer NOT NULL,
	"certificate_order_id" integer NOT NULL,
	"line" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"dedication" text NOT NULL,
	"customer_id" integer,
	"activated_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_on" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certificate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "certificate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rest_payment" text;--> statement-breakpoint
CREATE INDEX "certificate_movements_certificate_idx" ON "certificate_movements" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_movements_order_kind_idx" ON "certificate_movements" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "certificate_orders_owner_idx" ON "certificate_orders" USING btree ("owner_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_idx" ON "gift_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_order_line_idx" ON "gift_certificates" USING btree ("certificate_order_id","line");--> statement-breakpoint
CREATE INDEX "gift_certificates_customer_idx" ON "gift_certificates" USING btree ("customer_id");