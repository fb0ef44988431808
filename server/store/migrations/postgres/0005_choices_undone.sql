-- The rows of the choices taken back (see ../0005_choices_undone.sql).
CREATE TABLE choices_undone (
  game_id     text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  takeback    bigint NOT NULL,
  to_seq      bigint NOT NULL,
  by_seat     bigint NOT NULL,
  undone_at   bigint NOT NULL,
  seq         bigint NOT NULL,
  decision    bigint NOT NULL,
  seat        bigint NOT NULL,
  option      bigint NOT NULL,
  number      bigint NOT NULL,
  source      text NOT NULL,
  client_id   text,
  state_hash  bytea NOT NULL,
  at          bigint NOT NULL,
  epoch       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, takeback, seq)
);
