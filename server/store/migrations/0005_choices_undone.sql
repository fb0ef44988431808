-- Takebacks (server-spec §6.14): a takeback by consent truncates the game's
-- log to the choice taken back to; the rows it removes move here, for audit
-- and for the signed record, which keeps every takeback so that a replay
-- reproduces it. takeback numbers the game's takebacks from 1; to_seq is
-- the seq the log was cut back to; by_seat the seat that asked.
CREATE TABLE choices_undone (
  game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  takeback    INTEGER NOT NULL,
  to_seq      INTEGER NOT NULL,
  by_seat     INTEGER NOT NULL,
  undone_at   INTEGER NOT NULL,
  seq         INTEGER NOT NULL,
  decision    INTEGER NOT NULL,
  seat        INTEGER NOT NULL,
  option      INTEGER NOT NULL,
  number      INTEGER NOT NULL,
  source      TEXT NOT NULL,
  client_id   TEXT,
  state_hash  BLOB NOT NULL,
  at          INTEGER NOT NULL,
  epoch       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, takeback, seq)
);
