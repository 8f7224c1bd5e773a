-- Dictionaries (SPEC §7 findDictTypeList): every enumeration's values with labels in both
-- languages. Seeded at start from packages/domain/src/engine/dictionaries.ts (missing values only),
-- then edited by administrators on the dictionaryManage page.
CREATE TABLE dictionaries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dict_type text NOT NULL CHECK (dict_type ~ '^[a-z][a-z0-9_]{1,49}$'),
  value text NOT NULL,
  label_en text NOT NULL,
  label_zh text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (dict_type, value)
);
CREATE INDEX dictionaries_type_sort_idx ON dictionaries (dict_type, sort, id);
