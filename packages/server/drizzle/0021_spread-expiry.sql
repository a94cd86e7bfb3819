-- ==== Hand-written (docs/product.md, “Expiry and renewal”; decision 026) ====
-- Migration 0019 gave every advert of the time one end: that migration's now() + 30 days, so all
-- of them would expire, and mail their owners, in the same minute. Adverts that still share an
-- end with others are spread evenly over the 7 days after it, in the order of their ids (the
-- same on every database), never earlier than the end they were given. Adverts whose owners were
-- already reminded keep the date they were told; sold, delisted and ended ones are left alone.
-- Self-contained: it reads and writes only cars.expires_at, whatever number it lands under.
WITH "shared" AS (
  SELECT "id",
    row_number() OVER ("same_end" ORDER BY "id") - 1 AS "rank",
    count(*) OVER "same_end" AS "n"
  FROM "cars"
  WHERE "delisted_at" IS NULL AND "status" <> 'sold' AND "expiry_reminded_at" IS NULL
    AND "expires_at" > now()
  WINDOW "same_end" AS (PARTITION BY "expires_at")
)
UPDATE "cars"
SET "expires_at" = "cars"."expires_at"
  + ("shared"."rank"::float8 / "shared"."n"::float8) * interval '7 days'
FROM "shared"
WHERE "cars"."id" = "shared"."id" AND "shared"."n" > 1 AND "shared"."rank" > 0;
