CREATE TABLE "car_hidings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	"hidden_by" uuid,
	"changed_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"restored_by" uuid
);
--> statement-breakpoint
CREATE TABLE "car_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text
);
--> statement-breakpoint
DROP INDEX "cars_published_idx";--> statement-breakpoint
DROP INDEX "cars_year_published_idx";--> statement-breakpoint
DROP INDEX "cars_user_published_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_price_idx";--> statement-breakpoint
DROP INDEX "cars_search_brand_year_idx";--> statement-breakpoint
DROP INDEX "cars_search_price_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_hidings" ADD CONSTRAINT "car_hidings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_hidings" ADD CONSTRAINT "car_hidings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_hidings" ADD CONSTRAINT "car_hidings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_hidings" ADD CONSTRAINT "car_hidings_restored_by_users_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reports" ADD CONSTRAINT "car_reports_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reports" ADD CONSTRAINT "car_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reports" ADD CONSTRAINT "car_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_hidings_open_car_idx" ON "car_hidings" USING btree ("car_id") WHERE "car_hidings"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "car_hidings_seller_idx" ON "car_hidings" USING btree ("seller_id","hidden_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_reports_car_reporter_idx" ON "car_reports" USING btree ("car_id","reporter_id");--> statement-breakpoint
CREATE INDEX "car_reports_open_idx" ON "car_reports" USING btree ("created_at") WHERE "car_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "cars_published_idx" ON "cars" USING btree ("published_at","status","user_id","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_year_published_idx" ON "cars" USING btree ("year_production","published_at","status","user_id","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_user_published_idx" ON "cars" USING btree ("user_id","published_at","status","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_search_brand_idx" ON "cars" USING btree ("brand_id","model_id","price","year_production","published_at","status","user_id","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_search_brand_price_idx" ON "cars" USING btree ("brand_id","price","year_production","published_at","status","user_id","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_search_brand_year_idx" ON "cars" USING btree ("brand_id","year_production","published_at","status","user_id","hidden_at");--> statement-breakpoint
CREATE INDEX "cars_search_price_idx" ON "cars" USING btree ("price","year_production","published_at","status","user_id","hidden_at");--> statement-breakpoint
-- ===== Hand-written SQL of migration `moderation`: keep it after the generated statements =====
-- docs/decisions/027. Hiding and restoring an advert set cars.hidden_at alone, and that changes
-- what every list shows (src/cars/visibility.ts): the change must bump car_data_version and be
-- described in car_list_changes with `hidden` (decision 023, src/cars/list-changes.ts), so cached
-- lists drop the advert or regain it. The triggers and functions of migrations 0004 and 0016 stay
-- as they are; two triggers are added, which fire (by name) after cars_data_version_update and
-- before cars_list_changes_update.
--
-- 1. The bump: a statement that names hidden_at bumps the version, unless the same statement
--    already did (cars_data_version_update, for a covered column): one version a statement, as
--    before. Every statement ends with its bump described (autoberza.list_covered =
--    autoberza.list_bump, migration 0016), so a bump not yet described is this statement's.
CREATE FUNCTION "bump_car_data_version_once"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := nullif(current_setting('autoberza.list_bump', true), '')::bigint;
BEGIN
  IF v IS NULL
    OR v = coalesce(nullif(current_setting('autoberza.list_covered', true), '')::bigint, -1) THEN
    UPDATE "car_data_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
    PERFORM set_config('autoberza.list_bump', v::text, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_data_version_update_hidden" AFTER UPDATE OF "hidden_at" ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_car_data_version_once"();
--> statement-breakpoint
-- 2. The description: when the statement hid or restored a car, its rows are written here with
--    `hidden` (PostgreSQL allows no column list on a trigger with transition tables, so this one
--    looks at the rows); cars_list_changes_update then finds the version described.
CREATE FUNCTION "cars_hidden_list_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."hidden_at" IS DISTINCT FROM n."hidden_at"
  ) THEN
    RETURN NULL;
  END IF;
  v := "list_change_to_note"();
  IF v IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
  SELECT v, 'car', n."id",
    "car_list_state"(o, uo."city_id", uo."status")
      || jsonb_build_object('hidden', o."hidden_at" IS NOT NULL),
    "car_list_state"(n, un."city_id", un."status")
      || jsonb_build_object('hidden', n."hidden_at" IS NOT NULL)
  FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
  LEFT JOIN "users" uo ON uo."id" = o."user_id"
  LEFT JOIN "users" un ON un."id" = n."user_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_hidden_list_changes" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_hidden_list_changes"();
