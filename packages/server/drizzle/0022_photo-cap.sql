CREATE TABLE "car_images_over_cap" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"car_id" uuid NOT NULL,
	"key" text NOT NULL,
	"widths" jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- ==== Hand-written (docs/decisions/032), placed before the constraints it makes room for ====
-- A race let edits store more than five photos on an advert, and two at one position. Each
-- advert keeps its first five (by position, then age), numbered 0 to 4; the others are recorded
-- in car_images_over_cap and their rows go (the orphan sweep removes their files later).
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "car_id" ORDER BY "position", "created_at", "id") - 1 AS "rank"
  FROM "car_images"
), "removed" AS (
  DELETE FROM "car_images" i USING "ranked" r
  WHERE i."id" = r."id" AND r."rank" >= 5
  RETURNING i."id", i."car_id", i."key", i."widths", i."position", i."created_at"
)
INSERT INTO "car_images_over_cap" ("image_id", "car_id", "key", "widths", "position", "created_at")
SELECT "id", "car_id", "key", "widths", "position", "created_at" FROM "removed";
--> statement-breakpoint
UPDATE "car_images" i SET "position" = r."rank"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "car_id" ORDER BY "position", "created_at", "id") - 1 AS "rank"
  FROM "car_images"
) r
WHERE i."id" = r."id" AND i."position" <> r."rank";
--> statement-breakpoint
-- ==== Generated from here on ====
DROP INDEX "car_images_car_position_idx";--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_position_key" UNIQUE("car_id","position");--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_position_range" CHECK ("car_images"."position" between 0 and 4);