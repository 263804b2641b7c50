CREATE TABLE "order_push_subscriptions" (
	"order_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_push_subscriptions_order_id_subscription_id_pk" PRIMARY KEY("order_id","subscription_id")
);
--> statement-breakpoint
CREATE INDEX "order_push_subscriptions_subscription_idx" ON "order_push_subscriptions" USING btree ("subscription_id");