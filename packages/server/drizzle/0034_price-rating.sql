ALTER TABLE "cars" ADD COLUMN "price_rating" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_estimate" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_ratio" real;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_comparables" integer;--> statement-breakpoint
CREATE INDEX "cars_price_rating_idx" ON "cars" USING btree ("price_rating","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."price_rating" is not null;--> statement-breakpoint
CREATE INDEX "cars_price_ratio_published_idx" ON "cars" USING btree ("price_ratio","published_at") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
-- Decision 050: the card shows the rating, so a change of it reaches the cached lists (the
-- trigger of migration 0026 with the rating's columns), and a car's list state carries the rating
-- (the "samo dobra cena" filter) and the ratio (the sort by rating).
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
  "is_bought_new_in_serbia", "is_garaged", "price_type", "accepts_exchange", "vat", "equipment",
  "price_rating", "price_estimate", "price_ratio", "price_comparables"
  ON "cars" FOR EACH STATEMENT EXECUTE FUNCTION "bump_car_data_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_list_state"("c" "cars", "p_city" uuid, "p_seller_status" "user_status")
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'seller', c."user_id", 'brand', c."brand_id", 'model', c."model_id", 'price', c."price",
    'year', c."year_production", 'mileage', c."mileage", 'power', c."engine_power",
    'fuel', c."fuel_id", 'body', c."body_id", 'transmission', c."transmission",
    'doors', c."doors", 'status', c."status",
    'publishedAt', (extract(epoch from c."published_at") * 1000)::float8,
    'city', p_city, 'approved', p_seller_status = 'approved',
    'listed', c."delisted_at" IS NULL)
  || jsonb_build_object(
    'condition', c."condition", 'drive', c."drive", 'colour', c."colour",
    'origin', c."vehicle_origin", 'damage', c."damage", 'vat', c."vat",
    'owners', c."previous_owners", 'registeredUntil', c."registered_until",
    'equipment', to_jsonb(c."equipment"), 'text', md5(c."search_vector"::text),
    'priceRating', c."price_rating", 'priceRatio', c."price_ratio");
$$;
