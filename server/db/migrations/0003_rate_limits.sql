-- UNLOGGED by hand (drizzle has no word for it): rate-limit counters need no crash safety,
-- and every limited call writes one (docs/decisions/015)
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
