-- Sign-in limits per address and across the server read failures by address and by time.
CREATE INDEX login_failures_ip_idx ON login_failures (ip, at);
CREATE INDEX login_failures_at_idx ON login_failures (at);

-- Browsers that signed in as an account: they keep signing in as it while their address or
-- the whole server is limited, until they fail too often themselves.
CREATE TABLE known_browsers (
  token_hash text NOT NULL,
  user_key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, user_key)
);
CREATE INDEX known_browsers_used_idx ON known_browsers (last_used_at);
