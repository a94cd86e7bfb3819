-- Lists as the public sees them (decision 009). A new advert is hidden from the public for 20
-- minutes (D17), yet its insert, and its photos', bumped the list versions every reader shares, so
-- each new advert emptied lists it could not change yet. Beside the versions of migrations 0004
-- and 0007, `embargoed` and `embargoed:brand:<id>` count the bumps that came from inserts of
-- cars (or photos of cars) all still in their embargo. A reader who sees only public listings
-- (no subscription, not an admin; visitors too) is served lists at the version minus those
-- counts, which moves only when something the public sees changed; a subscriber's or an admin's
-- version moves as before. The app keeps a public list no longer than until EMBARGO_SAFE_MS after
-- it was built (src/routes/car/page.ts), so a list built before such an insert is gone before
-- the new advert's embargo ends; a list built after it knows the advert's embargo end.
--
-- "Still in its embargo" is judged by the database's clock with a margin: published more than 19
-- minutes from now (a new advert: 20). Updates and deletes of cars under embargo still move the
-- public versions: rarer, and kept simple. Locks: these rows are taken after car_data_version's,
-- which every writing statement takes first, so they add no wait in a circle.
CREATE FUNCTION "bump_embargoed_list_versions"("p_brands" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "car_list_versions" ("scope", "version")
  SELECT s, 1 FROM (
    SELECT 'embargoed' AS s
    UNION SELECT 'embargoed:brand:' || b FROM unnest(p_brands) AS b WHERE b IS NOT NULL
  ) scopes ORDER BY 1
  ON CONFLICT ("scope") DO UPDATE SET "version" = "car_list_versions"."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "cars_embargoed_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_rows")
    AND NOT EXISTS (SELECT 1 FROM "new_rows" WHERE "published_at" <= now() + interval '19 minutes')
  THEN
    PERFORM "bump_embargoed_list_versions"(ARRAY(SELECT DISTINCT "brand_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_embargoed_versions_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_embargoed_versions"();
--> statement-breakpoint
CREATE FUNCTION "car_images_embargoed_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "new_rows")
    AND NOT EXISTS (
      SELECT 1 FROM "new_rows" r LEFT JOIN "cars" c ON c."id" = r."car_id"
      WHERE c."id" IS NULL OR c."published_at" <= now() + interval '19 minutes')
  THEN
    PERFORM "bump_embargoed_list_versions"(ARRAY(
      SELECT DISTINCT c."brand_id" FROM "new_rows" r JOIN "cars" c ON c."id" = r."car_id"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "car_images_embargoed_versions_insert" AFTER INSERT ON "car_images"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "car_images_embargoed_versions"();
--> statement-breakpoint
-- A list's version as the public sees it: car_list_version (migration 0010) minus the bumps of
-- inserts under embargo.
CREATE OR REPLACE FUNCTION "car_list_version"("p_brand" uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_brand IS NULL THEN
    RETURN ((SELECT v."version" FROM "car_data_version" v WHERE v."id" = 1)
      - coalesce((SELECT l."version" FROM "car_list_versions" l WHERE l."scope" = 'embargoed'), 0))::text;
  END IF;
  RETURN ((SELECT sum(l."version") FROM "car_list_versions" l
           WHERE l."scope" IN ('shared', 'brand:' || p_brand))
    - coalesce((SELECT l."version" FROM "car_list_versions" l
                WHERE l."scope" = 'embargoed:brand:' || p_brand), 0))::text;
END;
$$;
--> statement-breakpoint
-- car_viewer (migration 0010): the list version of the reader's class, written out as there.
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
  SELECT x.id, x.role, x.status, x.token_version, x.subscribed, x.hidden_own,
    (CASE WHEN p_brand IS NULL
      THEN (SELECT v.version FROM car_data_version v WHERE v.id = 1)
      ELSE (SELECT sum(l.version) FROM car_list_versions l
            WHERE l.scope IN ('shared', 'brand:' || p_brand))
    END
    -- A reader who sees only public listings: without the inserts still under embargo.
    - CASE WHEN x.role = 'admin' OR x.subscribed THEN 0
      ELSE coalesce((SELECT l.version FROM car_list_versions l
                     WHERE l.scope = CASE WHEN p_brand IS NULL THEN 'embargoed'
                                          ELSE 'embargoed:brand:' || p_brand END), 0)
    END)::text
  FROM (
    SELECT u.id, u.role, u.status, u.token_version,
      EXISTS (
        SELECT 1 FROM subscriptions s
        WHERE s.user_id = u.id AND s.status = 'active' AND s.start_date <= p_at AND s.end_date > p_at
      ) AS subscribed,
      EXISTS (SELECT 1 FROM cars c WHERE c.user_id = u.id AND c.published_at > p_at) AS hidden_own
    FROM users u
    WHERE u.id = p_user
  ) x;
END;
$$;
