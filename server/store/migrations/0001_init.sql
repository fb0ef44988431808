-- Datafort serve: the first schema. A game is its setup and the ordered
-- choices with the state hash after each (the log is the source of truth).
CREATE TABLE games (
  id          TEXT PRIMARY KEY,
  ruleset     TEXT NOT NULL,
  setup       TEXT NOT NULL,          -- engine.Setup JSON, seed and decks included: never sent before the end
  rules       TEXT NOT NULL,          -- engine.Rules JSON: rules version and card fingerprints
  options     TEXT NOT NULL,          -- server options JSON (spectators, bot)
  status      TEXT NOT NULL CHECK (status IN ('open','active','over','diverged')),
  seq         INTEGER NOT NULL DEFAULT 0,
  state_hash  BLOB NOT NULL,
  watch_hash  BLOB UNIQUE,
  bot_due     INTEGER NOT NULL DEFAULT 0, -- a bot seat must move next
  result      TEXT,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX games_bot_due ON games (bot_due) WHERE bot_due = 1;

CREATE TABLE seats (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat        INTEGER NOT NULL,
  role        TEXT NOT NULL,
  team        INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('human','bot')),
  bot         TEXT,
  name        TEXT NOT NULL DEFAULT '',
  token_hash  BLOB UNIQUE,
  invite_hash BLOB UNIQUE,
  claimed_at  INTEGER,
  PRIMARY KEY (game_id, seat)
);

CREATE TABLE choices (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  decision    INTEGER NOT NULL,
  seat        INTEGER NOT NULL,
  option      INTEGER NOT NULL,
  number      INTEGER NOT NULL,
  source      TEXT NOT NULL CHECK (source IN ('human','bot','concede')),
  client_id   TEXT,
  state_hash  BLOB NOT NULL,
  at          INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, decision, seat)
);

CREATE TABLE chat (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  n           INTEGER NOT NULL,
  seat        INTEGER NOT NULL,
  name        TEXT NOT NULL,
  text        TEXT NOT NULL,
  game_seq    INTEGER NOT NULL,
  at          INTEGER NOT NULL,
  PRIMARY KEY (game_id, n)
);
