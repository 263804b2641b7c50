-- Decision 031 "The redemption keys": a use is recorded under every key of the customer,
-- each named by its kind. Written by hand (data only, no schema change). The old keys were
-- trimmed, lower-cased e-mails: each becomes 'email:' + its canonical form (the domain's
-- emailCanonical, src/domain/account/customer-identity.ts: no +tag, no dots at gmail.com or
-- googlemail.com, the domain gmail.com), use numbers counted again per (coupon, key) in
-- their old order; a guest order's use is also recorded under 'tel:' + its phone (digits,
-- national form), as a new guest order's is.
UPDATE "coupon_redemptions" SET "use_number" = -"id";
--> statement-breakpoint
WITH "parts" AS (
	SELECT "id",
		lower(btrim("redemption_key")) AS "text",
		substring(lower(btrim("redemption_key")) FROM '^(.+)@[^@]*$') AS "local",
		substring(lower(btrim("redemption_key")) FROM '^.+@([^@]*)$') AS "domain"
	FROM "coupon_redemptions"
), "untagged" AS (
	SELECT "id", "text", "domain",
		CASE WHEN position('+' IN "local") > 1
			THEN substr("local", 1, position('+' IN "local") - 1) ELSE "local" END AS "local"
	FROM "parts"
), "canonical" AS (
	SELECT "id",
		CASE
			WHEN "local" IS NULL THEN "text"
			WHEN "domain" IN ('gmail.com', 'googlemail.com') THEN
				(CASE WHEN replace("local", '.', '') = '' THEN "local" ELSE replace("local", '.', '') END)
				|| '@gmail.com'
			ELSE "local" || '@' || "domain"
		END AS "email"
	FROM "untagged"
)
UPDATE "coupon_redemptions" AS r SET "redemption_key" = 'email:' || c."email"
FROM "canonical" AS c WHERE c."id" = r."id";
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", row_number() OVER (PARTITION BY "coupon_id", "redemption_key" ORDER BY "id") AS "n"
	FROM "coupon_redemptions"
)
UPDATE "coupon_redemptions" AS r SET "use_number" = "numbered"."n"
FROM "numbered" WHERE "numbered"."id" = r."id";
--> statement-breakpoint
WITH "phones" AS (
	SELECT r."id", r."coupon_id", r."order_id", r."created_at",
		regexp_replace(coalesce(o."data" -> 'data' ->> 'telefono', ''), '\D', '', 'g') AS "digits"
	FROM "coupon_redemptions" AS r
	JOIN "orders" AS o ON o."id" = r."order_id" AND o."owner_kind" = 'guest'
), "national" AS (
	SELECT "id", "coupon_id", "order_id", "created_at",
		CASE
			WHEN length("digits") = 13 AND "digits" LIKE '00503%' THEN substr("digits", 6)
			WHEN length("digits") = 11 AND "digits" LIKE '503%' THEN substr("digits", 4)
			ELSE "digits"
		END AS "phone"
	FROM "phones"
)
INSERT INTO "coupon_redemptions" ("coupon_id", "redemption_key", "use_number", "order_id", "created_at")
SELECT "coupon_id", 'tel:' || "phone",
	row_number() OVER (PARTITION BY "coupon_id", "phone" ORDER BY "id"),
	"order_id", "created_at"
FROM "national" WHERE "phone" <> '';
