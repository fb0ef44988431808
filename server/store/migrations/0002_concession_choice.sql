-- A concession made through the engine (engine.ConcedeChoice) is stored as a
-- choice row of source 'concession', applied like any choice on replay; the
-- older rows of source 'concede' (a concession made outside the engine, not
-- applied) stay as they are. SQLite cannot alter a CHECK constraint: the
-- table is rebuilt with the same columns, keys and rows.
CREATE TABLE choices_new (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL,
  decision    INTEGER NOT NULL,
  seat        INTEGER NOT NULL,
  option      INTEGER NOT NULL,
  number      INTEGER NOT NULL,
  source      TEXT NOT NULL CHECK (source IN ('human','bot','concede','concession')),
  client_id   TEXT,
  state_hash  BLOB NOT NULL,
  at          INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, decision, seat)
);
INSERT INTO choices_new (game_id, seq, decision, seat, option, number, source, client_id, state_hash, at)
  SELECT game_id, seq, decision, seat, option, number, source, client_id, state_hash, at FROM choices;
DROP TABLE choices;
ALTER TABLE choices_new RENAME TO choices;
