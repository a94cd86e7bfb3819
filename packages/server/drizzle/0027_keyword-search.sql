-- Decision 044: the keyword search. unaccent folds diacritics; the fold below first writes
-- Cyrillic in Latin (lj, nj, dž for љ, њ, џ), so that "šiber", "siber" and "шибер" are one word to
-- PostgreSQL's `serbian` stemmer. Both are immutable, as a stored generated column needs.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION "car_search_fold"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace(
      translate("value", 'абвгдђежзијклмнопрстћуфхцчшАБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ', 'abvgdđežzijklmnoprstćufhcčšabvgdđežzijklmnoprstćufhcčš'),
      'љ', 'lj'), 'Љ', 'lj'), 'њ', 'nj'), 'Њ', 'nj'), 'џ', 'dž'), 'Џ', 'dž'))
$$;--> statement-breakpoint
-- The equipment's Serbian names (locales/sr-Latn/cars.json, equipment.items): "kuka" finds a car
-- whose seller ticked the tow hook. A server test holds this list to the locale.
CREATE FUNCTION "car_equipment_words"("items" text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(m.word, ' '), '') FROM unnest("items") AS i(item)
  JOIN (VALUES
    ('abs', 'ABS'),
    ('esp', 'ESP'),
    ('asr', 'ASR (kontrola proklizavanja)'),
    ('airbagFront', 'Prednji vazdušni jastuci'),
    ('airbagSide', 'Bočni vazdušni jastuci'),
    ('airbagCurtain', 'Vazdušne zavese'),
    ('isofix', 'Isofix'),
    ('alarm', 'Alarm'),
    ('codedKey', 'Kodiran ključ'),
    ('centralLocking', 'Centralno zaključavanje'),
    ('cruiseControl', 'Tempomat'),
    ('adaptiveCruise', 'Adaptivni tempomat'),
    ('heatedSeats', 'Grejanje sedišta'),
    ('electricSeats', 'Električno podešavanje sedišta'),
    ('multifunctionWheel', 'Multifunkcionalni volan'),
    ('boardComputer', 'Putni računar'),
    ('navigation', 'Navigacija'),
    ('headUpDisplay', 'Head-up displej'),
    ('carPlay', 'Apple CarPlay / Android Auto'),
    ('keyless', 'Ulaz bez ključa (keyless)'),
    ('electricWindows', 'Električni podizači stakala'),
    ('sunroof', 'Šiber'),
    ('panoramaRoof', 'Panoramski krov'),
    ('towHook', 'Kuka za vuču'),
    ('parkingSensorsFront', 'Parking senzori napred'),
    ('parkingSensorsRear', 'Parking senzori pozadi'),
    ('camera', 'Kamera za vožnju unazad'),
    ('camera360', 'Kamera 360°'),
    ('ledLights', 'LED farovi'),
    ('xenonLights', 'Xenon farovi'),
    ('alloyWheels', 'Aluminijumske felne'),
    ('startStop', 'Start-stop sistem')
  ) AS m(item, word) ON m.item = i.item
$$;--> statement-breakpoint
-- A query as the documents are written: each word folded and stemmed, and from three letters on
-- matched as a prefix ("panoram" finds "panoramski"); every word must match. Null when no word
-- is left.
CREATE FUNCTION "car_search_query"("q" text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('serbian'::regconfig, string_agg(
    quote_literal(lexeme) || CASE WHEN length(lexeme) >= 3 THEN ':*' ELSE '' END, ' & '))
  FROM unnest(to_tsvector('serbian'::regconfig, car_search_fold("q"))) AS l(lexeme)
$$;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('serbian'::regconfig, car_search_fold(label || ' ' || description || ' ' || car_equipment_words(equipment)))) STORED;--> statement-breakpoint
CREATE INDEX "cars_search_vector_idx" ON "cars" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "cars_condition_idx" ON "cars" USING btree ("condition","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."condition" is not null;--> statement-breakpoint
CREATE INDEX "cars_drive_idx" ON "cars" USING btree ("drive","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."drive" is not null;--> statement-breakpoint
CREATE INDEX "cars_colour_idx" ON "cars" USING btree ("colour","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."colour" is not null;--> statement-breakpoint
CREATE INDEX "cars_vehicle_origin_idx" ON "cars" USING btree ("vehicle_origin","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."vehicle_origin" is not null;--> statement-breakpoint
CREATE INDEX "cars_damage_idx" ON "cars" USING btree ("damage","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."damage" is not null;--> statement-breakpoint
CREATE INDEX "cars_vat_idx" ON "cars" USING btree ("vat","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."vat" is not null;--> statement-breakpoint
CREATE INDEX "cars_previous_owners_idx" ON "cars" USING btree ("previous_owners","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."previous_owners" is not null;--> statement-breakpoint
CREATE INDEX "cars_registered_until_idx" ON "cars" USING btree ("registered_until","published_at","status","user_id","price","id") WHERE "cars"."delisted_at" is null and "cars"."hidden_at" is null and "cars"."registered_until" is not null;--> statement-breakpoint
-- A car's list state (migrations 0016, 0019) also carries the values the detail filters and the
-- keyword read (src/cars/list-changes.ts): a change of them moves the car in or out of a cached list.
CREATE OR REPLACE FUNCTION "car_list_state"("c" "cars", "p_city" uuid, "p_seller_status" "user_status")
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'seller', c."user_id", 'brand', c."brand_id", 'model', c."model_id", 'price', c."price",
    'year', c."year_production", 'mileage', c."mileage", 'power', c."engine_power",
    'fuel', c."fuel_id", 'body', c."body_id", 'transmission', c."transmission",
    'doors', c."doors", 'status', c."status",
    'publishedAt', (extract(epoch from c."published_at") * 1000)::float8,
    'city', p_city, 'approved', p_seller_status = 'approved',
    'listed', c."delisted_at" IS NULL)
  || jsonb_build_object(
    'condition', c."condition", 'drive', c."drive", 'colour', c."colour",
    'origin', c."vehicle_origin", 'damage', c."damage", 'vat', c."vat",
    'owners', c."previous_owners", 'registeredUntil', c."registered_until",
    'equipment', to_jsonb(c."equipment"), 'text', md5(c."search_vector"::text));
$$;
