-- The code search reads one kept table instead of merging the Harmonized System's subheadings,
-- China's codes and the US HTS at every request: customs_code_search holds each code of the three
-- tables with its source, digits, descriptions and search text, kept by statement triggers on the
-- three tables (every insert, update and delete, whoever writes: the reference load, the code
-- lists, a bulk import).
--
-- The digits are in the "C" collation, so one btree on (digits, source) answers a code prefix
-- (LIKE '8471%' is a range of it) already in the answer's order: code order is digit order, as
-- every code of a length has its dots in the same places, and a subheading's digits are a prefix
-- of its national codes', so it comes first. Words match the search text through its trigram
-- index. A trigram index cannot serve a word shorter than three characters, and Chinese words
-- are often two (手套, 塑料): search_grams holds every Chinese character and every pair of
-- adjacent ones of the descriptions as words between spaces, so such a word is ' 手套 ' in it,
-- which has trigrams.

-- ' 手 手套 套 ' for '手套': the Han characters of a text alone and in adjacent pairs (the other
-- characters are cut out by one regular expression first, so the loop sees little).
CREATE FUNCTION customs_search_grams(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  out text := ' ';
  prev text;
  c text;
  n integer;
BEGIN
  FOREACH c IN ARRAY coalesce(string_to_array(regexp_replace(t, '[^㐀-䶿一-鿿]+', ' ', 'g'), NULL), '{}') LOOP
    n := ascii(c);
    IF n BETWEEN 13312 AND 19903 OR n BETWEEN 19968 AND 40959 THEN
      IF prev IS NOT NULL THEN
        out := out || prev || c || ' ';
      END IF;
      out := out || c || ' ';
      prev := c;
    ELSE
      prev := NULL;
    END IF;
  END LOOP;
  RETURN out;
END
$$;

CREATE TABLE customs_code_search (
  source text NOT NULL CHECK (source IN ('HS', 'CN', 'US')),
  code text NOT NULL,
  code_digits text COLLATE "C" NOT NULL,
  description_en text NOT NULL,
  description_zh text NOT NULL,
  search_text text NOT NULL,
  search_grams text NOT NULL,
  PRIMARY KEY (source, code)
);
CREATE INDEX customs_code_search_digits_idx ON customs_code_search (code_digits, source);
-- Without fastupdate: the codes change seldom, and a search then never reads a pending list of
-- recent inserts (a bulk load of thousands of codes left one that slowed every word search).
CREATE INDEX customs_code_search_text_idx ON customs_code_search USING gin (search_text gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX customs_code_search_grams_idx ON customs_code_search USING gin (search_grams gin_trgm_ops)
  WITH (fastupdate = off);

-- One function for the three tables: the trigger passes the source, and the transition tables are
-- named the same on each (PL/pgSQL compiles the function once per table it fires on).
CREATE FUNCTION customs_code_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM customs_code_search s USING removed r WHERE s.source = TG_ARGV[0] AND s.code = r.code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customs_code_search (source, code, code_digits, description_en, description_zh, search_text, search_grams)
    SELECT TG_ARGV[0], a.code, a.code_digits, a.description_en, a.description_zh, a.search_text,
           customs_search_grams(a.description_en || ' ' || a.description_zh)
      FROM added a
    ON CONFLICT (source, code) DO UPDATE
      SET code_digits = excluded.code_digits, description_en = excluded.description_en,
          description_zh = excluded.description_zh, search_text = excluded.search_text,
          search_grams = excluded.search_grams;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER hs_codes_search_after_insert AFTER INSERT ON hs_codes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('HS');
CREATE TRIGGER hs_codes_search_after_update AFTER UPDATE ON hs_codes
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('HS');
CREATE TRIGGER hs_codes_search_after_delete AFTER DELETE ON hs_codes
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('HS');

CREATE TRIGGER customs_cn_codes_search_after_insert AFTER INSERT ON customs_cn_codes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('CN');
CREATE TRIGGER customs_cn_codes_search_after_update AFTER UPDATE ON customs_cn_codes
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('CN');
CREATE TRIGGER customs_cn_codes_search_after_delete AFTER DELETE ON customs_cn_codes
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('CN');

CREATE TRIGGER customs_us_hts_codes_search_after_insert AFTER INSERT ON customs_us_hts_codes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('US');
CREATE TRIGGER customs_us_hts_codes_search_after_update AFTER UPDATE ON customs_us_hts_codes
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('US');
CREATE TRIGGER customs_us_hts_codes_search_after_delete AFTER DELETE ON customs_us_hts_codes
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customs_code_search_follow('US');

INSERT INTO customs_code_search (source, code, code_digits, description_en, description_zh, search_text, search_grams)
SELECT source, code, code_digits, description_en, description_zh, search_text,
       customs_search_grams(description_en || ' ' || description_zh)
  FROM (SELECT 'HS' AS source, code, code_digits, description_en, description_zh, search_text FROM hs_codes
        UNION ALL
        SELECT 'CN', code, code_digits, description_en, description_zh, search_text FROM customs_cn_codes
        UNION ALL
        SELECT 'US', code, code_digits, description_en, description_zh, search_text FROM customs_us_hts_codes) codes;
