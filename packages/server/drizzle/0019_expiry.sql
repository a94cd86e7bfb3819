DROP INDEX "cars_published_idx";--> statement-breakpoint
DROP INDEX "cars_year_published_idx";--> statement-breakpoint
DROP INDEX "cars_user_published_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_price_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_year_idx";--> statement-breakpoint
DROP INDEX "cars_search_price_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "delisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cars_expiry_due_idx" ON "cars" USING btree ("expires_at") WHERE "cars"."delisted_at" is null;--> statement-breakpoint
CREATE INDEX "cars_sold_due_idx" ON "cars" USING btree ("sold_at") WHERE "cars"."delisted_at" is null and "cars"."sold_at" is not null;--> statement-breakpoint
CREATE INDEX "cars_published_idx" ON "cars" USING btree ("published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_year_published_idx" ON "cars" USING btree ("year_production","published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_user_published_idx" ON "cars" USING btree ("user_id","published_at","status","hidden_at","delisted_at");--> statement-breakpoint
CREATE INDEX "cars_search_brand_idx" ON "cars" USING btree ("brand_id","model_id","price","year_production","published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_brand_price_idx" ON "cars" USING btree ("brand_id","price","year_production","published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_brand_year_idx" ON "cars" USING btree ("brand_id","year_production","published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_price_idx" ON "cars" USING btree ("price","year_production","published_at","status","user_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;
--> statement-breakpoint
-- ==== Hand-written from here on (docs/product.md, “Expiry and renewal”; decision 026) ====
-- Existing adverts: their period runs from this migration (the default of expires_at gave each
-- now() + 30 days when the column was added); sold ones count as sold now.
UPDATE "cars" SET "sold_at" = now() WHERE "status" = 'sold' AND "sold_at" IS NULL;
--> statement-breakpoint
-- The new columns that responses show and lists are judged by bump car_data_version (migration
-- 0004's trigger, its column list extended); expiry_reminded_at is the expiry job's bookkeeping,
-- in no response and no filter (CAR_COLUMNS_NOT_VERSIONED, test/db/data-version.test.ts).
DROP TRIGGER "cars_data_version_update" ON "cars";
--> statement-breakpoint
CREATE TRIGGER "cars_data_version_update" AFTER UPDATE OF
  "id", "user_id", "brand_id", "model_id", "body_id", "fuel_id", "label", "price",
  "year_production", "volume", "engine_power", "doors", "transmission", "mileage",
  "description", "is_air_condition", "vehicle_origin", "damage", "is_activated",
  "engine_emission_class", "chassis_number", "status", "created_at", "published_at",
  "updated_at", "expires_at", "sold_at", "delisted_at"
  ON "cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_car_data_version"();
--> statement-breakpoint
-- A car's list state (migration 0016) also says whether it is listed: the expiry job's mark, and
-- a renewal's unmarking, move it out of and back into the cached lists (src/cars/list-changes.ts).
CREATE OR REPLACE FUNCTION "car_list_state"("c" "cars", "p_city" uuid, "p_seller_status" "user_status")
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'seller', c."user_id", 'brand', c."brand_id", 'model', c."model_id", 'price', c."price",
    'year', c."year_production", 'mileage', c."mileage", 'power', c."engine_power",
    'fuel', c."fuel_id", 'body', c."body_id", 'transmission', c."transmission",
    'doors', c."doors", 'status', c."status",
    'publishedAt', (extract(epoch from c."published_at") * 1000)::float8,
    'city', p_city, 'approved', p_seller_status = 'approved',
    'listed', c."delisted_at" IS NULL);
$$;
