ALTER TABLE "certificate_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "certificate_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_orders_idempotency_key_idx" ON "certificate_orders" USING btree ("idempotency_key");