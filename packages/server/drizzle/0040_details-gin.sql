-- Decision 058: the detail filters that ask for a value, the equipment and the keyword in one GIN
-- index of the listed adverts, so that a search on several of them intersects their entries in the
-- index and reads the table for its matches alone. btree_gin gives the text columns their GIN
-- operator classes. The new index replaces the equipment's and the keyword's own: it serves a
-- condition on any of its columns alone as well.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "cars_details_idx" ON "cars" USING gin ("condition","drive","colour","vehicle_origin","damage","vat","transmission","equipment","search_vector") WITH (fastupdate=false) WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "cars_equipment_idx";--> statement-breakpoint
DROP INDEX "cars_search_vector_idx";
