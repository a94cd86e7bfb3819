-- Decision 044: a keyword's prefix is sent as the words the adverts have that begin with it
-- ("led" as 'led', "ser" as 'serv' | 'servis' | …), up to 16 of them; past that it stays a prefix.
-- A prefix is a partial match in the GIN index, which gathers every matching car into a bitmap
-- first: 30–40 ms for the 18,000–27,000 cars of an equipment name at 100,000 listings, where the
-- same words matched whole take 1–2 ms. The words are every stem of the documents (migration
-- 0028), so the result is the same.
CREATE OR REPLACE FUNCTION "car_search_expand"("q" text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(term, ' & ' ORDER BY n)
  FROM (
    SELECT l.n, CASE
      WHEN length(l.lexeme) >= 3 AND EXISTS (
        SELECT 1 FROM "search_words" s
        WHERE s.word >= l.lexeme AND s.word < l.lexeme || chr(1114111))
        THEN coalesce((
          SELECT CASE WHEN count(*) = 1 THEN min(quote_literal(w.word))
            ELSE '(' || string_agg(quote_literal(w.word), ' | ' ORDER BY w.word) || ')' END
          FROM (
            SELECT s.word FROM "search_words" s
            WHERE s.word >= l.lexeme AND s.word < l.lexeme || chr(1114111)
              AND starts_with(s.word, l.lexeme)
            ORDER BY s.word LIMIT 17
          ) AS w
          HAVING count(*) BETWEEN 1 AND 16
        ), quote_literal(l.lexeme) || ':*')
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
