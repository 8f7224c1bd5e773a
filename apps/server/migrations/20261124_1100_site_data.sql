-- Records behind the public site: our offices by region, the fulfilment warehouses our eCommerce
-- parcels are delivered to (each with the lane from one origin office), and news and blog
-- articles with up to four images each (SPEC §5), stored in the database like every file.

CREATE TABLE offices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  -- 0 Americas, 1 China, 2 Asia Pacific, 3 EMEA: the tabs of /locations.
  region smallint NOT NULL CHECK (region BETWEEN 0 AND 3),
  name_en text NOT NULL,
  name_zh text NOT NULL,
  address_en text NOT NULL,
  address_zh text NOT NULL,
  city_en text NOT NULL,
  city_zh text NOT NULL,
  country text NOT NULL,
  port_locode text NOT NULL CHECK (port_locode ~ '^[A-Z]{2}[A-Z2-9]{3}$'),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  phone text NOT NULL,
  email text NOT NULL,
  services text[] NOT NULL DEFAULT '{}',
  head_office boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX offices_region_idx ON offices (region, sort_order, id);

CREATE TABLE fulfilment_warehouses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  country text NOT NULL,
  postal_code text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  origin_office_id integer NOT NULL REFERENCES offices (id),
  -- The oversized-parcel service promises 16 to 30 days door to warehouse (SPEC §1).
  transit_min_days smallint NOT NULL,
  transit_max_days smallint NOT NULL,
  CHECK (transit_min_days >= 16 AND transit_max_days <= 30 AND transit_min_days <= transit_max_days)
);
CREATE INDEX fulfilment_warehouses_country_idx ON fulfilment_warehouses (country, code);

CREATE TABLE articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'blog')),
  slug text NOT NULL UNIQUE,
  title_en text NOT NULL,
  title_zh text NOT NULL,
  summary_en text NOT NULL,
  summary_zh text NOT NULL,
  body_en text NOT NULL,
  body_zh text NOT NULL,
  published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_kind_published_idx ON articles (kind, published_at DESC, id DESC);

-- The key (article, position 1..4) is what holds an article to at most four images.
CREATE TABLE article_images (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 4),
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  alt_en text NOT NULL,
  alt_zh text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, position)
);
