ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_pib" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_registration_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_phones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_hours" text;--> statement-breakpoint
-- The dealer's page head (src/cars/page-heads.ts) is kept while car_data_version holds: a change
-- of the company it names bumps the version too. No list shows these columns, so
-- users_list_changes notes no list change for them.
DROP TRIGGER "users_data_version_update" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_data_version_update" AFTER UPDATE OF
  "id", "first_name", "last_name", "phone", "image", "city_id", "status", "company_name",
  "company_pib", "company_registration_number", "company_address", "company_phones",
  "company_hours"
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_car_data_version"();
