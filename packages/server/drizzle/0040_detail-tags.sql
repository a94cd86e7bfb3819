-- Decision 058: the details a search asks a value of, the gearbox and the equipment as one set,
-- held by a GIN index of the listed adverts on that expression (the table does not store it): a
-- search on three or more of them intersects their entries in the index and reads the table for
-- its matches alone. The expression's statistics (its most common elements) let the planner
-- judge how many adverts a set matches: without them it guessed 3 where 14,902 matched, and read
-- the set's bitmap where the keyword's was the narrower.
CREATE INDEX "cars_detail_tags_idx" ON "cars" USING gin ((array_remove(array['condition:' || "condition", 'drive:' || "drive", case when "drive" in ('awd', 'awdReduction') then 'drive:4x4' end, 'colour:' || "colour", 'origin:' || "vehicle_origin", 'damage:' || "damage", 'vat:' || "vat", 'transmission:' || "transmission"], null) || "equipment")) WITH (fastupdate=false) WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
CREATE STATISTICS "cars_detail_tags_stats" ON (array_remove(array['condition:' || "condition", 'drive:' || "drive", case when "drive" in ('awd', 'awdReduction') then 'drive:4x4' end, 'colour:' || "colour", 'origin:' || "vehicle_origin", 'damage:' || "damage", 'vat:' || "vat", 'transmission:' || "transmission"], null) || "equipment") FROM "cars";--> statement-breakpoint
ANALYZE "cars";
