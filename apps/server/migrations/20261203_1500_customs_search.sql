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
-- index, and the planner either reads the matches and sorts them or walks the code order and
-- stops at the limit when a word is common.

CREATE TABLE customs_code_search (
  source text NOT NULL CHECK (source IN ('HS', 'CN', 'US')),
  code text NOT NULL,
  code_digits text COLLATE "C" NOT NULL,
  description_en text NOT NULL,
  description_zh text NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (source, code)
);
CREATE INDEX customs_code_search_digits_idx ON customs_code_search (code_digits, source);
CREATE INDEX customs_code_search_text_idx ON customs_code_search USING gin (search_text gin_trgm_ops);

-- One function for the three tables: the trigger passes the source, and the transition tables are
-- named the same on each (PL/pgSQL compiles the function once per table it fires on).
CREATE FUNCTION customs_code_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM customs_code_search s USING removed r WHERE s.source = TG_ARGV[0] AND s.code = r.code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customs_code_search (source, code, code_digits, description_en, description_zh, search_text)
    SELECT TG_ARGV[0], a.code, a.code_digits, a.description_en, a.description_zh, a.search_text FROM added a
    ON CONFLICT (source, code) DO UPDATE
      SET code_digits = excluded.code_digits, description_en = excluded.description_en,
          description_zh = excluded.description_zh, search_text = excluded.search_text;
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

INSERT INTO customs_code_search (source, code, code_digits, description_en, description_zh, search_text)
SELECT 'HS', code, code_digits, description_en, description_zh, search_text FROM hs_codes
UNION ALL
SELECT 'CN', code, code_digits, description_en, description_zh, search_text FROM customs_cn_codes
UNION ALL
SELECT 'US', code, code_digits, description_en, description_zh, search_text FROM customs_us_hts_codes;
