ALTER TABLE "cars" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_metallic" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "drive" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "steering_side" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "air_conditioning" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "interior_material" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "interior_colour" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "registered_until" date;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_registered" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "import_country" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "previous_owners" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "has_service_book" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "has_spare_key" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_first_owner" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_bought_new_in_serbia" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_garaged" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "accepts_exchange" boolean;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "vat" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_equipment_idx" ON "cars" USING gin ("equipment");--> statement-breakpoint
-- Decision 043: the free text of vehicle_origin and damage takes the catalogue's words where it
-- matches one (case, accents, spaces and punctuation aside); text that matches none stays as
-- written. "Bez registracije" was a registration, not an origin: it becomes is_registered false.
CREATE FUNCTION pg_temp.car_detail_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(translate(lower(value), 'čćšžđ', 'ccszd'), '[^a-z]', '', 'g')
$$;--> statement-breakpoint
UPDATE "cars" SET "vehicle_origin" = m.word
FROM (VALUES ('Domaće tablice'), ('Strane tablice'), ('Na ime kupca'), ('Ocarinjen'), ('Neocarinjen')) AS m(word)
WHERE pg_temp.car_detail_key("vehicle_origin") = pg_temp.car_detail_key(m.word)
  AND "vehicle_origin" IS DISTINCT FROM m.word;--> statement-breakpoint
UPDATE "cars" SET "vehicle_origin" = NULL, "is_registered" = false
WHERE pg_temp.car_detail_key("vehicle_origin") IN ('bezregistracije', 'nijeregistrovan', 'neregistrovan');--> statement-breakpoint
UPDATE "cars" SET "damage" = m.word
FROM (VALUES ('Nije oštećen'), ('Oštećen - u voznom stanju'), ('Oštećen - nije u voznom stanju')) AS m(word)
WHERE pg_temp.car_detail_key("damage") = pg_temp.car_detail_key(m.word)
  AND "damage" IS DISTINCT FROM m.word;--> statement-breakpoint
-- The original yes/no keeps its meaning; "no" is also the new field's "none".
UPDATE "cars" SET "air_conditioning" = 'none' WHERE "is_air_condition" = false;
--> statement-breakpoint
-- The new columns show in responses: a change of any bumps car_data_version (the trigger of
-- migration 0019, its column list extended).
DROP TRIGGER "cars_data_version_update" ON "cars";
--> statement-breakpoint
CREATE TRIGGER "cars_data_version_update" AFTER UPDATE OF
  "id", "user_id", "brand_id", "model_id", "body_id", "fuel_id", "label", "price",
  "year_production", "volume", "engine_power", "doors", "transmission", "mileage",
  "description", "is_air_condition", "vehicle_origin", "damage", "is_activated",
  "engine_emission_class", "chassis_number", "status", "created_at", "published_at",
  "updated_at", "expires_at", "sold_at", "delisted_at",
  "condition", "colour", "is_metallic", "drive", "seats", "steering_side", "air_conditioning",
  "interior_material", "interior_colour", "registered_until", "is_registered", "import_country",
  "previous_owners", "has_service_book", "has_spare_key", "is_first_owner",
  "is_bought_new_in_serbia", "is_garaged", "price_type", "accepts_exchange", "vat", "equipment"
  ON "cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_car_data_version"();
