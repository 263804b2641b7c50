CREATE TABLE "account_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"hash_digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"email" text,
	"email_key" text,
	"password_hash" text,
	"nombres" text DEFAULT '' NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"genero" text DEFAULT 'NA' NOT NULL,
	"fecha_nacimiento" text DEFAULT '' NOT NULL,
	"instruccion_especial" text DEFAULT '' NOT NULL,
	"publicidad" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"validated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"family" text NOT NULL,
	"token_digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_digest_idx" ON "account_links" USING btree ("hash_digest");--> statement-breakpoint
CREATE INDEX "account_links_customer_idx" ON "account_links" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_sub_idx" ON "customers" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_digest_idx" ON "refresh_tokens" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer_idx" ON "refresh_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");