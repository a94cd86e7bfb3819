CREATE TABLE "car_list_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Narrower list versions (decision 009, src/db/schema/data-version.ts). car_data_version keeps
-- growing with every change, as migration 0004 set up; besides it, a change of cars or their
-- photos bumps `brand:<brand_id>` of every brand it touches, and every other change bumps
-- `shared`. Rows are locked in scope order, so two writers never wait on each other in a circle.
INSERT INTO "car_list_versions" ("scope", "version") VALUES ('shared', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_shared_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "car_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "car_list_versions" SET "version" = "version" + 1 WHERE "scope" = 'shared';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_brand_list_versions"("p_brands" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "car_list_versions" ("scope", "version")
  SELECT DISTINCT 'brand:' || b, 1 FROM unnest(p_brands) AS b WHERE b IS NOT NULL ORDER BY 1
  ON CONFLICT ("scope") DO UPDATE SET "version" = "car_list_versions"."version" + 1;
$$;
--> statement-breakpoint
-- Cars: the brands of the rows a statement inserted, deleted or changed. An update counts when a
-- column other than the view counter and the notice mark changed (CAR_COLUMNS_NOT_VERSIONED).
CREATE FUNCTION "cars_brand_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_brand_list_versions"(ARRAY(SELECT "brand_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_brand_list_versions"(ARRAY(SELECT "brand_id" FROM "old_rows"));
  ELSE
    PERFORM "bump_brand_list_versions"(ARRAY(
      SELECT unnest(ARRAY[o."brand_id", n."brand_id"])
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (to_jsonb(o) - 'views_count' - 'push_queued_at')
        IS DISTINCT FROM (to_jsonb(n) - 'views_count' - 'push_queued_at')
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_brand_versions_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_brand_versions"();
--> statement-breakpoint
CREATE TRIGGER "cars_brand_versions_delete" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_brand_versions"();
--> statement-breakpoint
CREATE TRIGGER "cars_brand_versions_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_brand_versions"();
--> statement-breakpoint
-- Photos: the brands of their cars (a car deleted with its photos bumps its brand itself).
CREATE FUNCTION "car_images_brand_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bump_brand_list_versions"(ARRAY(
      SELECT c."brand_id" FROM "new_rows" r JOIN "cars" c ON c."id" = r."car_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "bump_brand_list_versions"(ARRAY(
      SELECT c."brand_id" FROM "old_rows" r JOIN "cars" c ON c."id" = r."car_id"));
  ELSE
    PERFORM "bump_brand_list_versions"(ARRAY(
      SELECT c."brand_id" FROM "old_rows" r JOIN "cars" c ON c."id" = r."car_id"
      UNION SELECT c."brand_id" FROM "new_rows" r JOIN "cars" c ON c."id" = r."car_id"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "car_images_brand_versions_insert" AFTER INSERT ON "car_images"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_brand_versions"();
--> statement-breakpoint
CREATE TRIGGER "car_images_brand_versions_delete" AFTER DELETE ON "car_images"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_brand_versions"();
--> statement-breakpoint
CREATE TRIGGER "car_images_brand_versions_update" AFTER UPDATE ON "car_images"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_brand_versions"();
--> statement-breakpoint
-- Every other change a list shows moves `shared` too: truncates, sellers, reference names.
CREATE TRIGGER "cars_list_version_truncate" AFTER TRUNCATE ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_shared_list_version"();
--> statement-breakpoint
CREATE TRIGGER "car_images_list_version_truncate" AFTER TRUNCATE ON "car_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_shared_list_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_car_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "car_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  -- Since 0007, statements on tables other than cars and car_images move every list's version.
  IF TG_TABLE_NAME NOT IN ('cars', 'car_images') THEN
    UPDATE "car_list_versions" SET "version" = "version" + 1 WHERE "scope" = 'shared';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The version a list is valid at: with a brand, `shared + brand:<id>`; without, car_data_version.
CREATE FUNCTION "car_list_version"("p_brand" uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_brand IS NULL
    THEN (SELECT v."version"::text FROM "car_data_version" v WHERE v."id" = 1)
    ELSE (SELECT sum(l."version")::text FROM "car_list_versions" l
          WHERE l."scope" IN ('shared', 'brand:' || p_brand))
  END;
$$;
--> statement-breakpoint
DROP FUNCTION "car_viewer"(uuid, timestamptz);
--> statement-breakpoint
-- car_viewer (migration 0005) with the list version of `p_brand` (null: car_data_version).
CREATE FUNCTION "car_viewer"("p_user" uuid, "p_at" timestamptz, "p_brand" uuid)
RETURNS TABLE (
  "id" uuid,
  "role" "user_role",
  "status" "user_status",
  "token_version" integer,
  "subscribed" boolean,
  "hidden_own" boolean,
  "data_version" text
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u.id, u.role, u.status, u.token_version,
    EXISTS (
      SELECT 1 FROM subscriptions s
      WHERE s.user_id = u.id AND s.status = 'active' AND s.start_date <= p_at AND s.end_date > p_at
    ),
    EXISTS (SELECT 1 FROM cars c WHERE c.user_id = u.id AND c.published_at > p_at),
    "car_list_version"(p_brand)
  FROM users u
  WHERE u.id = p_user;
END;
$$;
