-- Decision 055: car_search_expand as PL/pgSQL. A SQL function's body is planned anew on every
-- call (PostgreSQL 15), and a keyword search calls it once: 0.62-0.76 ms of PostgreSQL's time a
-- call at 100,000 listings, 0.17-0.33 ms with the plan PL/pgSQL keeps for the connection. The
-- query is migration 0032's.
CREATE OR REPLACE FUNCTION "car_search_expand"("q" text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RETURN (
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
        FROM unnest(to_tsvector('serbian'::regconfig, car_search_fold(q))) AS w(lexeme)
      ) AS l
    ) AS terms
  );
END
$$;
