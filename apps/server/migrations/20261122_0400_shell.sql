-- Accounts, roles, menu and permissions, sessions, one-time tokens, mail outbox, upgrade notices.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  display_name text NOT NULL,
  email text NOT NULL,
  email_verified_at timestamptz,
  password_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('staff', 'customer')),
  status text NOT NULL CHECK (status IN ('active', 'pending_email', 'pending_approval', 'disabled')),
  company_id integer REFERENCES companies (id),
  requested_company text,
  branch_id integer REFERENCES branches (id),
  phone text,
  position text,
  language text CHECK (language IN ('en_us', 'zh_cn')),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_company_idx ON users (company_id);

CREATE TABLE roles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  description text NOT NULL DEFAULT '',
  built_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_idx ON user_roles (role_id);

-- Branches whose rows a staff user may see, beyond their own branch.
CREATE TABLE user_branch_scopes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, branch_id)
);

-- SPEC §3 menu tree: menu_type 0 group, 1 page, 2 permission item; BMS-target items are never sent.
CREATE TABLE menu_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id integer REFERENCES menu_items (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  menu_type smallint NOT NULL CHECK (menu_type IN (0, 1, 2)),
  menu_target text NOT NULL DEFAULT 'PORTAL',
  menu_url text,
  permission text,
  title_key text NOT NULL,
  icon text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_parent_idx ON menu_items (parent_id);

CREATE TABLE role_menu_items (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_item_id)
);

-- The session id and the cookie secret are stored only as SHA-256 hashes.
CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sid_hash text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_key text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (user_key, ip, at);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Single-use tokens: e-mail confirmation, password reset, e-mail change, host hand-off.
CREATE TABLE one_time_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'handoff')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payload jsonb,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  purpose text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

CREATE TABLE upgrade_notices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upgrade_flag smallint NOT NULL CHECK (upgrade_flag IN (0, 1)),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  title_en text NOT NULL,
  title_zh text NOT NULL,
  body_en text NOT NULL,
  body_zh text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (ends_at > starts_at)
);

-- Who did what: every create, update and transition of an audited record.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL,
  user_id integer REFERENCES users (id),
  changes jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
