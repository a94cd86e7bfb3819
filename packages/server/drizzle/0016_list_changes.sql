CREATE TABLE "car_list_changes" (
	"version" bigint NOT NULL,
	"kind" text NOT NULL,
	"car_id" uuid,
	"old" jsonb,
	"new" jsonb
);
--> statement-breakpoint
CREATE INDEX "car_list_changes_version_idx" ON "car_list_changes" USING btree ("version");--> statement-breakpoint
-- Lists invalidated by what they show (decision 023). Every bump of car_data_version now also
-- says what it changed, in car_list_changes, written in the same transaction: an instance that
-- reads the version V and the rows of (v, V] knows which cached lists built at v still hold
-- (src/cars/list-changes.ts). The bump itself stays where migrations 0004 and 0007 put it; the
-- triggers below run after it (triggers of one event fire in name order: `*_list_changes_*`
-- after `*_data_version_*`) and find its version in the transaction's setting
-- `autoberza.list_bump`. `autoberza.list_covered` marks the version already described, so a
-- statement that did not bump (the view counter) writes nothing.
--
-- The brand and embargo versions of migrations 0007 and 0012 are no longer read: their
-- triggers go (the table stays, unused, for a later clean-up).
DROP TRIGGER "cars_brand_versions_insert" ON "cars";
--> statement-breakpoint
DROP TRIGGER "cars_brand_versions_delete" ON "cars";
--> statement-breakpoint
DROP TRIGGER "cars_brand_versions_update" ON "cars";
--> statement-breakpoint
DROP TRIGGER "car_images_brand_versions_insert" ON "car_images";
--> statement-breakpoint
DROP TRIGGER "car_images_brand_versions_delete" ON "car_images";
--> statement-breakpoint
DROP TRIGGER "car_images_brand_versions_update" ON "car_images";
--> statement-breakpoint
DROP TRIGGER "cars_embargoed_versions_insert" ON "cars";
--> statement-breakpoint
DROP TRIGGER "car_images_embargoed_versions_insert" ON "car_images";
--> statement-breakpoint
-- Writes the rows of version p_version and, every 200 versions, prunes the rows 20,000 versions
-- old (an instance whose window is older drops what it cannot prove valid).
CREATE FUNCTION "note_list_change"("p_version" bigint, "p_kind" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "car_list_changes" ("version", "kind") VALUES (p_version, p_kind);
  IF p_version % 200 = 0 THEN
    DELETE FROM "car_list_changes" WHERE "version" <= p_version - 20000;
  END IF;
END;
$$;
--> statement-breakpoint
-- The bump (migrations 0004, 0007), noting its version. Changes of tables other than cars,
-- car_images and users' updates cannot be scoped by a list's filters: kind `all`.
CREATE OR REPLACE FUNCTION "bump_car_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "car_data_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME NOT IN ('cars', 'car_images', 'users')
    OR (TG_TABLE_NAME = 'users' AND TG_OP <> 'UPDATE') THEN
    PERFORM "note_list_change"(v, 'all');
    PERFORM set_config('autoberza.list_covered', v::text, true);
  END IF;
  PERFORM set_config('autoberza.list_bump', v::text, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_shared_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE "car_data_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM "note_list_change"(v, 'all');
  PERFORM set_config('autoberza.list_bump', v::text, true);
  PERFORM set_config('autoberza.list_covered', v::text, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The version this statement bumped and no row describes yet (null: nothing to write); marks it
-- described.
CREATE FUNCTION "list_change_to_note"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v bigint := nullif(current_setting('autoberza.list_bump', true), '')::bigint;
BEGIN
  IF v IS NULL OR v = coalesce(nullif(current_setting('autoberza.list_covered', true), '')::bigint, -1) THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('autoberza.list_covered', v::text, true);
  RETURN v;
END;
$$;
--> statement-breakpoint
-- A car's values that decide which lists show it (src/cars/list-changes.ts reads them): its
-- seller, the filters' columns, the sort keys, its embargo end and whether its seller is approved.
CREATE FUNCTION "car_list_state"("c" "cars", "p_city" uuid, "p_seller_status" "user_status")
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'seller', c."user_id", 'brand', c."brand_id", 'model', c."model_id", 'price', c."price",
    'year', c."year_production", 'mileage', c."mileage", 'power', c."engine_power",
    'fuel', c."fuel_id", 'body', c."body_id", 'transmission', c."transmission",
    'doors', c."doors", 'status', c."status",
    'publishedAt', (extract(epoch from c."published_at") * 1000)::float8,
    'city', p_city, 'approved', p_seller_status = 'approved');
$$;
--> statement-breakpoint
CREATE FUNCTION "cars_list_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := "list_change_to_note"();
BEGIN
  IF v IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', n."id", NULL, "car_list_state"(n, u."city_id", u."status")
    FROM "new_rows" n LEFT JOIN "users" u ON u."id" = n."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', o."id", "car_list_state"(o, u."city_id", u."status"), NULL
    FROM "old_rows" o LEFT JOIN "users" u ON u."id" = o."user_id";
  ELSE
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', n."id", "car_list_state"(o, uo."city_id", uo."status"),
      "car_list_state"(n, un."city_id", un."status")
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    LEFT JOIN "users" uo ON uo."id" = o."user_id"
    LEFT JOIN "users" un ON un."id" = n."user_id"
    WHERE (to_jsonb(o) - 'views_count' - 'push_queued_at')
      IS DISTINCT FROM (to_jsonb(n) - 'views_count' - 'push_queued_at');
  END IF;
  IF NOT FOUND THEN PERFORM "note_list_change"(v, 'none'); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_list_changes_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_list_changes"();
--> statement-breakpoint
CREATE TRIGGER "cars_list_changes_delete" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_list_changes"();
--> statement-breakpoint
CREATE TRIGGER "cars_list_changes_update" AFTER UPDATE ON "cars"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_list_changes"();
--> statement-breakpoint
-- Photos: their car, unchanged (old = new): the lists whose page holds it.
CREATE FUNCTION "car_images_list_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := "list_change_to_note"();
BEGIN
  IF v IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', c."id", s.state, s.state
    FROM "cars" c JOIN "users" u ON u."id" = c."user_id",
      LATERAL (SELECT "car_list_state"(c, u."city_id", u."status") AS state) s
    WHERE c."id" IN (SELECT "car_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', c."id", s.state, s.state
    FROM "cars" c JOIN "users" u ON u."id" = c."user_id",
      LATERAL (SELECT "car_list_state"(c, u."city_id", u."status") AS state) s
    WHERE c."id" IN (SELECT "car_id" FROM "old_rows");
  ELSE
    INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
    SELECT v, 'car', c."id", s.state, s.state
    FROM "cars" c JOIN "users" u ON u."id" = c."user_id",
      LATERAL (SELECT "car_list_state"(c, u."city_id", u."status") AS state) s
    WHERE c."id" IN (SELECT "car_id" FROM "old_rows" UNION SELECT "car_id" FROM "new_rows");
  END IF;
  IF NOT FOUND THEN PERFORM "note_list_change"(v, 'none'); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "car_images_list_changes_insert" AFTER INSERT ON "car_images"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_list_changes"();
--> statement-breakpoint
CREATE TRIGGER "car_images_list_changes_delete" AFTER DELETE ON "car_images"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_list_changes"();
--> statement-breakpoint
CREATE TRIGGER "car_images_list_changes_update" AFTER UPDATE ON "car_images"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_list_changes"();
--> statement-breakpoint
-- Sellers: every car of an account whose shown fields or status changed, with the account's
-- old city and status and its new ones.
CREATE FUNCTION "users_list_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := "list_change_to_note"();
BEGIN
  IF v IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "car_list_changes" ("version", "kind", "car_id", "old", "new")
  SELECT v, 'car', c."id", "car_list_state"(c, o."city_id", o."status"),
    "car_list_state"(c, n."city_id", n."status")
  FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
  JOIN "cars" c ON c."user_id" = n."id"
  WHERE (o."first_name", o."last_name", o."phone", o."image", o."city_id", o."status")
    IS DISTINCT FROM (n."first_name", n."last_name", n."phone", n."image", n."city_id", n."status");
  IF NOT FOUND THEN PERFORM "note_list_change"(v, 'none'); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_list_changes_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_list_changes"();
--> statement-breakpoint
-- Every reader's lists are now valid at car_data_version itself (the lists check what changed).
CREATE OR REPLACE FUNCTION "car_list_version"("p_brand" uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT v."version"::text FROM "car_data_version" v WHERE v."id" = 1);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_viewer"("p_user" uuid, "p_at" timestamptz, "p_brand" uuid)
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
    (SELECT v.version::text FROM car_data_version v WHERE v.id = 1)
  FROM users u
  WHERE u.id = p_user;
END;
$$;
