-- Decision 056: the GIN indexes write each new entry into their trees at once. With
-- `fastupdate` (PostgreSQL's default) new entries wait in a pending list of up to
-- gin_pending_list_limit (4 MB), which every search through the index reads in full until an
-- insert or a vacuum flushes it: a keyword's bitmap took 5.2 ms with 433 pending pages where it
-- took 3.3 ms without them (100,000 listings). Set in place, not rebuilt (the indexes the schema
-- names WITH (fastupdate=false)); the entries already pending are flushed.
ALTER INDEX "cars_equipment_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "cars_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('cars_equipment_idx'::regclass), gin_clean_pending_list('cars_search_vector_idx'::regclass), gin_clean_pending_list('search_words_trgm_idx'::regclass);
