-- Issue 38: the detail filters' indexes, the gearbox's and the price rating's carry the year, the
-- mileage and the brand a subscriber adds to a detail: the bounds are tested in the index, not
-- in the table row by row (18,259 buffers for condition=oldtimer&yearFrom=2005 at 100,000
-- listings). The gearbox's index was on the gearbox alone.
DROP INDEX "cars_transmission_idx";--> statement-breakpoint
DROP INDEX "cars_condition_idx";--> statement-breakpoint
DROP INDEX "cars_drive_idx";--> statement-breakpoint
DROP INDEX "cars_colour_idx";--> statement-breakpoint
DROP INDEX "cars_vehicle_origin_idx";--> statement-breakpoint
DROP INDEX "cars_damage_idx";--> statement-breakpoint
DROP INDEX "cars_vat_idx";--> statement-breakpoint
DROP INDEX "cars_previous_owners_idx";--> statement-breakpoint
DROP INDEX "cars_registered_until_idx";--> statement-breakpoint
DROP INDEX "cars_price_rating_idx";--> statement-breakpoint
CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."transmission" is not null;--> statement-breakpoint
CREATE INDEX "cars_condition_idx" ON "cars" USING btree ("condition","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."condition" is not null;--> statement-breakpoint
CREATE INDEX "cars_drive_idx" ON "cars" USING btree ("drive","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."drive" is not null;--> statement-breakpoint
CREATE INDEX "cars_colour_idx" ON "cars" USING btree ("colour","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."colour" is not null;--> statement-breakpoint
CREATE INDEX "cars_vehicle_origin_idx" ON "cars" USING btree ("vehicle_origin","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."vehicle_origin" is not null;--> statement-breakpoint
CREATE INDEX "cars_damage_idx" ON "cars" USING btree ("damage","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."damage" is not null;--> statement-breakpoint
CREATE INDEX "cars_vat_idx" ON "cars" USING btree ("vat","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."vat" is not null;--> statement-breakpoint
CREATE INDEX "cars_previous_owners_idx" ON "cars" USING btree ("previous_owners","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."previous_owners" is not null;--> statement-breakpoint
CREATE INDEX "cars_registered_until_idx" ON "cars" USING btree ("registered_until","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."registered_until" is not null;--> statement-breakpoint
CREATE INDEX "cars_price_rating_idx" ON "cars" USING btree ("price_rating","published_at","status","user_id","price","id","year_production","mileage","brand_id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."price_rating" is not null;