-- What car visibility needs to know about a signed-in viewer, with the account check and the
-- car data version, in one call (src/plugins/app/auth.ts, browseViewer; src/lib/visibility.ts).
-- A PL/pgSQL function keeps its plan for the session: PGlite has no prepared statements, and
-- planning the three subqueries on every request cost more than running them.
-- subscribed: an active subscription covers p_at (D18); hidden_own: a listing of theirs is
-- still in its embargo at p_at (D17).
CREATE FUNCTION "car_viewer"("p_user" uuid, "p_at" timestamptz)
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
