-- Decision 056: the GIN indexes of the adverts hold the listed ones only, as the lists' B-tree
-- indexes do (decision 026): an advert stays in the table when it expires, after 30 days, and a
-- bitmap over every advert ever posted grows with the years while the adverts it finds do not.
-- Every query that reads them says `delisted_at is null and hidden_at is null` (visibleTo).
-- And no GIN index keeps a pending list: with `fastupdate` (PostgreSQL's default) new entries wait
-- in a list of up to gin_pending_list_limit (4 MB) that every search through the index reads in
-- full until an insert or a vacuum flushes it (a keyword's bitmap: 5.2 ms with 433 pending pages,
-- 3.3 ms without, at 100,000 listings).
DROP INDEX "cars_equipment_idx";--> statement-breakpoint
DROP INDEX "cars_search_vector_idx";--> statement-breakpoint
CREATE INDEX "cars_equipment_idx" ON "cars" USING gin ("equipment") WITH (fastupdate=false) WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "cars_search_vector_idx" ON "cars" USING gin ("search_vector") WITH (fastupdate=false) WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
-- The words' index is set in place (no rebuild) and what it had pending is flushed.
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm_idx'::regclass);
