CREATE TABLE "landmarks" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL
);
