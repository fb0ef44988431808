-- The server nodes and their leases (see ../0004_nodes.sql).
CREATE TABLE nodes (
  id          text PRIMARY KEY,
  addr        text NOT NULL,
  rules       text NOT NULL,
  started_at  bigint NOT NULL,
  expires_at  bigint NOT NULL
);
CREATE INDEX games_owner ON games (owner) WHERE owner IS NOT NULL;
