-- Decision 057: the listed adverts with only what a keyword search reads, kept by triggers in the
-- writing transaction (src/db/schema/car-keywords.ts). Filled before its indexes are built.
CREATE TABLE "car_keywords" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"year_production" integer,
	"mileage" integer,
	"price_ratio" real,
	"brand_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "car_status" NOT NULL,
	"delisted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "car_keywords_listed" CHECK ("car_keywords"."delisted_at" is null and "car_keywords"."hidden_at" is null)
);
--> statement-breakpoint
INSERT INTO "car_keywords" ("id", "search_vector", "published_at", "price", "year_production", "mileage", "price_ratio", "brand_id", "model_id", "user_id", "status")
SELECT "id", "search_vector", "published_at", "price", "year_production", "mileage", "price_ratio", "brand_id", "model_id", "user_id", "status" FROM "cars"
WHERE "delisted_at" IS NULL AND "hidden_at" IS NULL;--> statement-breakpoint
ALTER TABLE "car_keywords" ADD CONSTRAINT "car_keywords_id_cars_id_fk" FOREIGN KEY ("id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_keywords_search_vector_idx" ON "car_keywords" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "car_keywords_published_idx" ON "car_keywords" USING btree ("published_at","id","status","user_id","brand_id","model_id","price","year_production","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_price_idx" ON "car_keywords" USING btree ("price","published_at","id","status","user_id","brand_id","model_id","year_production","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_year_idx" ON "car_keywords" USING btree ("year_production","published_at","id","status","user_id","brand_id","model_id","price","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_mileage_idx" ON "car_keywords" USING btree ("mileage","published_at","id","status","user_id","brand_id","model_id","price","year_production");--> statement-breakpoint
CREATE INDEX "car_keywords_price_ratio_idx" ON "car_keywords" USING btree ("price_ratio","published_at");--> statement-breakpoint
CREATE INDEX "car_keywords_brand_idx" ON "car_keywords" USING btree ("brand_id","published_at","id","status","user_id","model_id","price","year_production","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_brand_price_idx" ON "car_keywords" USING btree ("brand_id","price","published_at","id","status","user_id","model_id","year_production","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_brand_year_idx" ON "car_keywords" USING btree ("brand_id","year_production","published_at","id","status","user_id","model_id","price","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_model_idx" ON "car_keywords" USING btree ("model_id","published_at","id","status","user_id","brand_id","price","year_production","mileage");--> statement-breakpoint
CREATE INDEX "car_keywords_user_idx" ON "car_keywords" USING btree ("user_id","published_at");--> statement-breakpoint
-- New adverts, one statement's at once (the seeds insert thousands in one).
CREATE FUNCTION "car_keywords_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "car_keywords" ("id", "search_vector", "published_at", "price", "year_production", "mileage", "price_ratio", "brand_id", "model_id", "user_id", "status")
  SELECT "id", "search_vector", "published_at", "price", "year_production", "mileage", "price_ratio", "brand_id", "model_id", "user_id", "status" FROM "new_rows"
  WHERE "delisted_at" IS NULL AND "hidden_at" IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "car_keywords_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_keywords_insert"();--> statement-breakpoint
-- A change of what a keyword search reads: the advert's row written again, or taken out when it
-- leaves the lists (expired, gone 30 days after its sale, hidden by an administrator), put back
-- when it returns (renewed, restored). Other writes (its views, its notices) leave it alone.
CREATE FUNCTION "car_keywords_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."delisted_at" IS NULL AND NEW."hidden_at" IS NULL THEN
    INSERT INTO "car_keywords" ("id", "search_vector", "published_at", "price", "year_production", "mileage", "price_ratio", "brand_id", "model_id", "user_id", "status")
    VALUES (NEW."id", NEW."search_vector", NEW."published_at", NEW."price", NEW."year_production", NEW."mileage", NEW."price_ratio", NEW."brand_id", NEW."model_id", NEW."user_id", NEW."status")
    ON CONFLICT ("id") DO UPDATE SET "search_vector" = EXCLUDED."search_vector", "published_at" = EXCLUDED."published_at", "price" = EXCLUDED."price", "year_production" = EXCLUDED."year_production", "mileage" = EXCLUDED."mileage", "price_ratio" = EXCLUDED."price_ratio", "brand_id" = EXCLUDED."brand_id", "model_id" = EXCLUDED."model_id", "user_id" = EXCLUDED."user_id", "status" = EXCLUDED."status";
  ELSE
    DELETE FROM "car_keywords" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "car_keywords_update" AFTER UPDATE ON "cars" FOR EACH ROW
  WHEN ((OLD."search_vector", OLD."published_at", OLD."price", OLD."year_production", OLD."mileage", OLD."price_ratio", OLD."brand_id", OLD."model_id", OLD."user_id", OLD."status", OLD."delisted_at", OLD."hidden_at") IS DISTINCT FROM (NEW."search_vector", NEW."published_at", NEW."price", NEW."year_production", NEW."mileage", NEW."price_ratio", NEW."brand_id", NEW."model_id", NEW."user_id", NEW."status", NEW."delisted_at", NEW."hidden_at"))
  EXECUTE FUNCTION "car_keywords_update"();--> statement-breakpoint
ANALYZE "car_keywords";
