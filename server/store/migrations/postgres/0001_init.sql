-- Datafort serve on PostgreSQL: the first schema, equivalent to
-- ../0001_init.sql (SQLite) column for column, key for key
-- (TestMigrationSetsAreEquivalent). SQLite's INTEGER is bigint here, BLOB is
-- bytea, and the one INTEGER used as a flag (games.bot_due) is boolean. Times
-- stay milliseconds since 1970 (bigint), as in SQLite, so both backends hold
-- the same values. JSON stays text, byte for byte (jsonb would reorder keys).
CREATE TABLE games (
  id          text PRIMARY KEY,
  ruleset     text NOT NULL,
  setup       text NOT NULL,
  rules       text NOT NULL,
  options     text NOT NULL,
  status      text NOT NULL CHECK (status IN ('open','active','over','diverged')),
  seq         bigint NOT NULL DEFAULT 0,
  state_hash  bytea NOT NULL,
  watch_hash  bytea UNIQUE,
  bot_due     boolean NOT NULL DEFAULT false,
  result      text,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
) WITH (fillfactor = 70); -- the row is updated at every move: room for HOT updates
CREATE INDEX games_bot_due ON games (bot_due) WHERE bot_due;

CREATE TABLE seats (
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat        bigint NOT NULL,
  role        text NOT NULL,
  team        bigint NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('human','bot')),
  bot         text,
  name        text NOT NULL DEFAULT '',
  token_hash  bytea UNIQUE,
  invite_hash bytea UNIQUE,
  claimed_at  bigint,
  PRIMARY KEY (game_id, seat)
);

CREATE TABLE choices (
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq         bigint NOT NULL,
  decision    bigint NOT NULL,
  seat        bigint NOT NULL,
  option      bigint NOT NULL,
  number      bigint NOT NULL,
  source      text NOT NULL CHECK (source IN ('human','bot','concede')),
  client_id   text,
  state_hash  bytea NOT NULL,
  at          bigint NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, decision, seat)
);

CREATE TABLE chat (
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  n           bigint NOT NULL,
  seat        bigint NOT NULL,
  name        text NOT NULL,
  text        text NOT NULL,
  game_seq    bigint NOT NULL,
  at          bigint NOT NULL,
  PRIMARY KEY (game_id, n)
);
