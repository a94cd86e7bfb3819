-- A bounded search's page is sorted from the covering index its total is counted from
-- (src/cars/list-query.ts, decision 009): the search indexes end with the car's id, and the year
-- index covers a price bound too, so neither the total nor the page visits the table.
DROP INDEX "cars_year_published_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_price_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_year_idx";--> statement-breakpoint
DROP INDEX "cars_search_price_idx";--> statement-breakpoint
CREATE INDEX "cars_year_published_idx" ON "cars" USING btree ("year_production","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_brand_idx" ON "cars" USING btree ("brand_id","model_id","price","year_production","published_at","status","user_id","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_brand_price_idx" ON "cars" USING btree ("brand_id","price","year_production","published_at","status","user_id","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_brand_year_idx" ON "cars" USING btree ("brand_id","year_production","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_price_idx" ON "cars" USING btree ("price","year_production","published_at","status","user_id","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;