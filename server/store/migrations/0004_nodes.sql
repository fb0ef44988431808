-- The server nodes sharing one database, each with its lease (ARCHITECTURE.md,
-- "Nodes"): a node may hold games while its lease has not expired. Times are
-- milliseconds since 1970 on the database's clock, never a node's. A single
-- SQLite server registers no node.
CREATE TABLE nodes (
  id          TEXT PRIMARY KEY,     -- random at each start, never reused
  addr        TEXT NOT NULL,        -- host:port the other nodes relay to
  rules       TEXT NOT NULL,        -- the rules version its build plays
  started_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL      -- the lease
);
CREATE INDEX games_owner ON games (owner) WHERE owner IS NOT NULL;
