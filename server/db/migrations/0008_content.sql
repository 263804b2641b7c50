CREATE TABLE "chain_content" (
	"kind" text NOT NULL,
	"pos" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "chain_content_kind_pos_pk" PRIMARY KEY("kind","pos")
);
