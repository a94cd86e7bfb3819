-- car_list_version (migration 0007) was a SQL function with sub-selects: PostgreSQL cannot inline
-- it and plans its body on every call, which cost a third of the throughput of a cached list
-- (pgbench on the build machine: 8,000 calls/s against 12,700 as PL/pgSQL, whose plans are
-- kept for the session, and 15,800 written into the calling query). So: PL/pgSQL for the
-- visitors' call, and the same two sub-selects written into car_viewer.
CREATE OR REPLACE FUNCTION "car_list_version"("p_brand" uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_brand IS NULL THEN
    RETURN (SELECT v."version"::text FROM "car_data_version" v WHERE v."id" = 1);
  END IF;
  RETURN (SELECT sum(l."version")::text FROM "car_list_versions" l
          WHERE l."scope" IN ('shared', 'brand:' || p_brand));
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
    -- car_list_version(p_brand), written out (see above).
    CASE WHEN p_brand IS NULL
      THEN (SELECT v.version::text FROM car_data_version v WHERE v.id = 1)
      ELSE (SELECT sum(l.version)::text FROM car_list_versions l
            WHERE l.scope IN ('shared', 'brand:' || p_brand))
    END
  FROM users u
  WHERE u.id = p_user;
END;
$$;
