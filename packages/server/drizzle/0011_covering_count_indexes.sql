-- Issue 16: a search's total (up to 10,001 matches) visited the table for every match to read
-- status and seller, ~2 µs each: 8-20 ms per broad search at 100,000 listings. With those
-- columns at the end of the filter indexes the count reads the index alone (decision 009).
-- Indexes on one column that are a prefix of another index go.
DROP INDEX "cars_brand_model_idx";--> statement-breakpoint
DROP INDEX "cars_price_idx";--> statement-breakpoint
DROP INDEX "cars_year_idx";--> statement-breakpoint
DROP INDEX "cars_mileage_idx";--> statement-breakpoint
DROP INDEX "cars_published_idx";--> statement-breakpoint
DROP INDEX "cars_year_published_idx";--> statement-breakpoint
DROP INDEX "cars_user_published_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_idx";--> statement-breakpoint
DROP INDEX "cars_search_price_idx";--> statement-breakpoint
CREATE INDEX "cars_search_brand_price_idx" ON "cars" USING btree ("brand_id","price","year_production","published_at","status","user_id");--> statement-breakpoint
CREATE INDEX "cars_search_brand_year_idx" ON "cars" USING btree ("brand_id","year_production","published_at","status","user_id");--> statement-breakpoint
CREATE INDEX "cars_published_idx" ON "cars" USING btree ("published_at","status","user_id");--> statement-breakpoint
CREATE INDEX "cars_year_published_idx" ON "cars" USING btree ("year_production","published_at","status","user_id");--> statement-breakpoint
CREATE INDEX "cars_user_published_idx" ON "cars" USING btree ("user_id","published_at","status");--> statement-breakpoint
CREATE INDEX "cars_search_brand_idx" ON "cars" USING btree ("brand_id","model_id","price","year_production","published_at","status","user_id");--> statement-breakpoint
CREATE INDEX "cars_search_price_idx" ON "cars" USING btree ("price","year_production","published_at","status","user_id");