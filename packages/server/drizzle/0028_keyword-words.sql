-- Decision 044: a keyword's word that no advert has is matched to the nearest words the adverts
-- have, by trigrams ("sibr" to "siber"). The words are the stems of the keyword documents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words"
SELECT DISTINCT w.lexeme FROM "cars", unnest("cars"."search_vector") AS w
ORDER BY 1 ON CONFLICT DO NOTHING;--> statement-breakpoint
-- New words come with the adverts that bring them: inserted in one order, so that two writers
-- bringing the same new words wait for each other rather than deadlock.
CREATE FUNCTION "cars_search_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words"
  SELECT DISTINCT w.lexeme FROM "new_rows", unnest("new_rows"."search_vector") AS w
  ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cars_search_words_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "cars_search_words_insert"();--> statement-breakpoint
CREATE FUNCTION "cars_search_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words"
  SELECT w.lexeme FROM unnest(NEW."search_vector") AS w
  ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cars_search_words_update" AFTER UPDATE OF "label", "description", "equipment"
  ON "cars" FOR EACH ROW
  WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector")
  EXECUTE FUNCTION "cars_search_words_update"();--> statement-breakpoint
-- The keyword as a query of the words the adverts have (src/cars/keyword.ts): each word folded
-- and stemmed as car_search_query does; a word that some advert's word begins with (three letters
-- or more) is a prefix, a shorter one is matched whole; a word no advert has becomes its nearest
-- words (trigram similarity at least 0.35, the three nearest), or stays itself and finds nothing.
CREATE FUNCTION "car_search_expand"("q" text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(term, ' & ' ORDER BY n)
  FROM (
    SELECT l.n, CASE
      WHEN length(l.lexeme) >= 3 AND EXISTS (
        SELECT 1 FROM "search_words" s
        WHERE s.word >= l.lexeme AND s.word < l.lexeme || chr(1114111))
        THEN quote_literal(l.lexeme) || ':*'
      WHEN EXISTS (SELECT 1 FROM "search_words" s WHERE s.word = l.lexeme)
        THEN quote_literal(l.lexeme)
      ELSE coalesce((
        SELECT '(' || string_agg(quote_literal(near.word), ' | ') || ')'
        FROM (
          SELECT s.word FROM "search_words" s
          WHERE s.word % l.lexeme AND similarity(s.word, l.lexeme) >= 0.35
          ORDER BY s.word <-> l.lexeme, s.word LIMIT 3
        ) AS near
      ), quote_literal(l.lexeme))
    END AS term
    FROM (
      SELECT lexeme, row_number() OVER (ORDER BY lexeme) AS n
      FROM unnest(to_tsvector('serbian'::regconfig, car_search_fold("q"))) AS w(lexeme)
    ) AS l
  ) AS terms
$$;
